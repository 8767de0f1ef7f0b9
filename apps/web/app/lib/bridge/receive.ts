/**
 * Messages from the app: the app calls `window.appBridge.receive(name, payload)` (payload an
 * object or JSON text). Messages that arrive before the page listens for them (the app answered
 * while the page was still hydrating) wait and are delivered to the first listener.
 */
import { type FromAppMessages, type FromAppName, parseFromApp } from './messages';

type Listener<N extends FromAppName> = (payload: FromAppMessages[N]) => void;

export interface AppReceiver {
  /** True when the message was understood. */
  receive: (name: string, payload?: unknown) => boolean;
  on: <N extends FromAppName>(name: N, listener: Listener<N>) => () => void;
}

export function createAppReceiver(): AppReceiver {
  const listeners = new Map<FromAppName, Set<Listener<never>>>();
  const waiting: { name: FromAppName; payload: unknown }[] = [];
  return {
    receive(name, payload) {
      const message = parseFromApp(name, payload);
      if (!message) return false;
      const current = listeners.get(message.name);
      if (current?.size) for (const listener of current) (listener as Listener<typeof message.name>)(message.payload);
      else waiting.push(message);
      return true;
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as Listener<never>);
      for (let i = 0; i < waiting.length; ) {
        const message = waiting[i];
        if (message?.name === name) {
          waiting.splice(i, 1);
          listener(message.payload as FromAppMessages[typeof name]);
        } else i++;
      }
      return () => set.delete(listener as Listener<never>);
    },
  };
}

declare global {
  interface Window {
    appBridge?: Pick<AppReceiver, 'receive'>;
  }
}

let installed: AppReceiver | null = null;

/** The page's receiver, published as `window.appBridge` the first time it is asked for. */
export function appReceiver(): AppReceiver {
  if (!installed) {
    installed = createAppReceiver();
    if (typeof window !== 'undefined') window.appBridge = { receive: installed.receive };
  }
  return installed;
}
