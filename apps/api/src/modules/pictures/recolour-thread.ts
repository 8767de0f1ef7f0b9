/**
 * One worker thread per process that recolours pictures (recolour-worker.ts), so that deriving a colour
 * variant's sizes does not hold the event loop: the pixel loop takes 15–30 ms for a 960 px size, and a
 * cold page asks for dozens. The thread starts on the first picture, keeps the process alive only while it
 * has a picture to answer, and is started again after a failure.
 */
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../lib/worker-entry.ts';
import type { RecolourInput } from './recolour.ts';
import type { RecolourAnswer, RecolourRequest } from './recolour-worker.ts';

const WORKER_URL = workerEntry('recolour-worker', import.meta.url);

interface Pending {
  resolve: (pixels: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error): void {
  worker = null;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_URL);
  started.on('message', (answer: RecolourAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if ('pixels' in answer) waiting.resolve(answer.pixels);
    else waiting.reject(new Error(`recolouring: ${answer.error}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`recolouring thread exited with ${code}`));
  });
  worker = started;
  return started;
}

/** recolour.ts `recolour`, run on the recolouring thread (the input is copied to it, the answer moved back). */
export function recolourOffThread(input: RecolourInput, threshold: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const to = thread();
    if (pending.size === 0) to.ref();
    pending.set(id, { resolve, reject });
    to.postMessage({ id, input, threshold } satisfies RecolourRequest);
  });
}
