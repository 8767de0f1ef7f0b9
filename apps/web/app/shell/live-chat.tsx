/**
 * The live-chat widget (spec section 7). Its script (layout `liveChat`, from LIVE_CHAT_ID) is added
 * once the page is idle, so it never competes with the page's own first work; without a configured
 * widget nothing loads. While a modal locks the page's scroll the widget is hidden, and shown again
 * after (the widget is Jivo's: its elements are `jdiv`, hidden by styles/overlays.css).
 */
import { useEffect } from 'react';
import { useLayout } from '../lib/layout-data';
import { whenIdle } from '../lib/when-idle';
import { onScrollLock } from '../ui/modal-stack';

/** Marks the script, so a page loads the widget once however often it mounts. */
const SCRIPT_MARK = 'data-live-chat';
/** On <html> while the widget is hidden. */
export const HIDDEN_MARK = 'data-live-chat-hidden';

export function addChatScript(scriptUrl: string): void {
  if (document.querySelector(`script[${SCRIPT_MARK}]`)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SCRIPT_MARK, '');
  document.body.append(script);
}

export function LiveChat() {
  const scriptUrl = useLayout()?.liveChat?.scriptUrl ?? null;
  useEffect(() => {
    if (!scriptUrl) return;
    const cancel = whenIdle(() => addChatScript(scriptUrl));
    const stop = onScrollLock((locked) => document.documentElement.toggleAttribute(HIDDEN_MARK, locked));
    return () => {
      cancel();
      stop();
    };
  }, [scriptUrl]);
  return null;
}
