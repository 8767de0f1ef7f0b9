// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionAnswerWhenBusy } from '../../lib/api-answers.test-support';
import { action } from './favourites-action';

describe('the favourites heart without scripts', () => {
  it('answers a busy API with the busy page, not a heart that silently stayed as it was', async () => {
    const answer = (await actionAnswerWhenBusy(action as never, { productId: '5', back: '/catalog/' })) as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
  });
});
