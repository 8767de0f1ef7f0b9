/**
 * Recolours pictures off the event loop (recolour-thread.ts starts it): each message is a picture to tint,
 * each answer its pixels, transferred back.
 */
import { parentPort } from 'node:worker_threads';
import { type RecolourInput, recolour } from './recolour.ts';

export interface RecolourRequest {
  id: number;
  input: RecolourInput;
  threshold: number;
}

export type RecolourAnswer = { id: number; pixels: Uint8Array } | { id: number; error: string };

parentPort?.on('message', ({ id, input, threshold }: RecolourRequest) => {
  try {
    const pixels = recolour(input, threshold);
    parentPort?.postMessage({ id, pixels } satisfies RecolourAnswer, [pixels.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) } satisfies RecolourAnswer);
  }
});
