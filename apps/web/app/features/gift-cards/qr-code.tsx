/** Draws a QR code made by qrPath (the server sends the path, the page draws it: no script, no image fetch). */
import type { QrPath } from './qr-code.server';

export function QrCode({ qr, label }: { qr: QrPath; label: string }) {
  const quiet = 4;
  const side = qr.size + quiet * 2;
  return (
    <svg
      className="qr-code"
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
