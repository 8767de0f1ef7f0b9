export function Announcement({ text, link }: { text: string; link: string | null }) {
  return (
    <div className="announcement" role="region" aria-label={text}>
      {link ? <a href={link}>{text}</a> : <span>{text}</span>}
    </div>
  );
}
