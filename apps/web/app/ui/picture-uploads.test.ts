import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { fileProblem, refusalOf, runLimited, uploadEach, withFileName } from './picture-uploads';

const file = (name: string, type: string, bytes = 4) => new File([new Uint8Array(bytes)], name, { type });

describe('picture uploads', () => {
  it('refuses before sending what the API would refuse by its type or size, and leaves an unknown type to it', () => {
    expect(fileProblem(file('a.heic', 'image/heic'))).toBe('notPicture');
    expect(fileProblem(file('a.svg', 'image/svg+xml'))).toBe('notPicture');
    expect(fileProblem(file('a.png', 'image/png', 0))).toBe('empty');
    expect(fileProblem({ type: 'image/jpeg', size: 41 * 2 ** 20 })).toBe('tooLarge');
    expect(fileProblem(file('a.avif', 'image/avif'))).toBeNull();
    expect(fileProblem(file('raw', ''))).toBeNull();
  });

  it('runs at most three at a time, taking the next as one ends', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 2 ? 5 : 1));
      running -= 1;
      done.push(n);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('names the file in the address and reads the first field error of a refusal', () => {
    expect(withFileName('/api/v1/staff/content/images', 'фото 1.jpg')).toBe(
      '/api/v1/staff/content/images?name=%D1%84%D0%BE%D1%82%D0%BE%201.jpg',
    );
    const body = {
      error: { fields: [{ name: 'image', message: 'staff.picture.error.empty', params: { file: 'a' } }] },
    };
    expect(refusalOf(body)).toEqual({ message: 'staff.picture.error.empty', params: { file: 'a' } });
    expect(refusalOf({ error: { message: 'Server error' } })).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });

  it('sends a form’s files one by one without scripts, keeping the answers and naming the refused', async () => {
    const refusal = new ApiError(400, {
      error: {
        code: 'invalid',
        message: 'Invalid',
        fields: [{ name: 'image', message: 'staff.picture.error.notPicture', params: { mb: '40' } }],
      },
    } as never);
    const sent: string[] = [];
    const result = await uploadEach(
      [file('a.jpg', 'image/jpeg'), 'text', file('', '', 0), file('b.jpg', 'image/jpeg')],
      async (_bytes, name) => {
        sent.push(name);
        if (name === 'b.jpg') throw refusal;
        return { key: name };
      },
    );
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect(result).toEqual({
      taken: [{ key: 'a.jpg' }],
      refused: [{ file: 'b.jpg', message: 'staff.picture.error.notPicture', params: { mb: '40', file: 'b.jpg' } }],
    });
    await expect(
      uploadEach([file('c.jpg', 'image/jpeg')], async () => {
        throw new ApiError(500, null);
      }),
    ).rejects.toThrow();
  });
});
