export function Announcement({ text, link }: { text: string; link: string | null }) {
  return <p className="announcement">{link ? <a href={link}>{text}</a> : text}</p>;
}
