import { describe, expect, it } from 'vitest';
import { focusableIn } from './focus-trap';

describe('focusable controls', () => {
  it('counts a fold by its summary, and its fields only while it is open', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <details><summary>Size</summary><input type="checkbox" name="size"></details>
      <details open><summary>Price</summary><input type="number" name="price"></details>
      <button>Show</button>`;
    expect(focusableIn(box).map((el) => el.tagName)).toEqual(['SUMMARY', 'SUMMARY', 'INPUT', 'BUTTON']);
  });
});
