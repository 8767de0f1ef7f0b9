/** A real picture of one colour (a JPEG unless told), for tests of what the pipeline takes in. */
import sharp from 'sharp';

export function samplePicture(width: number, height: number, colour = '#c2663f', format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
