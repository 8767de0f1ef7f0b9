/** A QR code as one SVG path (a unit square per dark module), made on the server with the `qrcode` library. */
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      // get(row, column): row y is drawn at the height y.
      if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}
