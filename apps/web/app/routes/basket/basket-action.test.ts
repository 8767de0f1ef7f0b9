// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionAnswerWhenBusy } from '../../lib/api-answers.test-support';
import { action } from './basket-action';

describe('the add-to-basket form without scripts', () => {
  it('answers a busy API with the busy page and its wait, not a page that did nothing', async () => {
    const answer = (await actionAnswerWhenBusy(action as never, {
      skuId: '5',
      quantity: '1',
      back: '/catalog/',
    })) as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
    expect(await answer.json()).toEqual({ retryAfterS: 42 });
  });
});
