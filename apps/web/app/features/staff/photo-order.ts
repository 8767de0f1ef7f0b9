/** A list of photos rearranged by an editor's button: `up:2`, `down:0` or `remove:1` (0-based). */
export function arrangePhotos(photos: readonly string[], intent: string): string[] {
  const [verb, at] = intent.split(':');
  const i = Number(at);
  const next = [...photos];
  if (!Number.isInteger(i) || i < 0 || i >= next.length) return next;
  if (verb === 'remove') next.splice(i, 1);
  const j = verb === 'up' ? i - 1 : verb === 'down' ? i + 1 : -1;
  if (j >= 0 && j < next.length) [next[i], next[j]] = [next[j] as string, next[i] as string];
  return next;
}
