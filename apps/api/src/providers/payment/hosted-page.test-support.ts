/**
 * The shopper's side of the gateway fakes (tests only): a bare hosted payment page — what is paid
 * and one button per step, each a plain form post — and the signed notifications the provider posts
 * to the shop's endpoint, the one set in the provider's dashboard. A test may lose notifications on
 * purpose (as a network does) and deliver them late.
 */
import type { FakeAnswer } from './fake-gateway.test-support.ts';

export interface SignedNotification {
  body: string;
  headers: Record<string, string>;
}

export interface Notifier {
  /** The shop's notification endpoint, as set in the provider's dashboard; null: nothing is sent. */
  sendTo(url: string | null): void;
  /** The next `count` notifications are lost on the way; they are kept in `lost`. */
  loseNext(count: number): void;
  lost: SignedNotification[];
  /** Posts a notification to the endpoint; answers the shop's status, null when lost or there is no endpoint. */
  send(notification: SignedNotification): Promise<number | null>;
}

export function createNotifier(): Notifier {
  let endpoint: string | null = null;
  let losing = 0;
  const lost: SignedNotification[] = [];
  return {
    lost,
    sendTo(url) {
      endpoint = url;
    },
    loseNext(count) {
      losing = count;
    },
    async send(notification) {
      if (!endpoint) return null;
      if (losing > 0) {
        losing -= 1;
        lost.push(notification);
        return null;
      }
      const res = await fetch(endpoint, { method: 'POST', headers: notification.headers, body: notification.body });
      return res.status;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A hosted page: a heading, lines of text, and buttons that post to their paths. */
export function hostedPage(
  title: string,
  lines: readonly string[],
  buttons: readonly { label: string; action: string }[] = [],
): FakeAnswer {
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    `<main><h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...buttons.map(
      (b) =>
        `<form method="post" action="${escapeHtml(b.action)}"><button type="submit">${escapeHtml(b.label)}</button></form>`,
    ),
    '</main></body></html>',
  ].join('');
  return { status: 200, html };
}

/** Sends the browser on (after a form post) as a 303. */
export const seeOther = (location: string): FakeAnswer => ({ status: 303, headers: { location }, html: '' });

/** An amount in minor units as a payment page shows it: 1249975 AED → "12 499.75 AED". */
export const shownAmount = (minor: number, currency: string) =>
  `${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${currency.toUpperCase()}`;
