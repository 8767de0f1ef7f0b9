import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { PictureUploader } from './picture-uploader';
import type { UploadAnswer } from './picture-uploads';

interface Sent {
  file: File;
  progress: (percent: number) => void;
  answer: (answer: UploadAnswer) => void;
}

type Send = (url: string, file: File, progress: (percent: number) => void) => Promise<UploadAnswer>;
const props: { send: Send; onUploaded: () => void } = { send: vi.fn(), onUploaded: vi.fn() };

function Page() {
  return (
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <PictureUploader uploadUrl="/api/v1/staff/products/7/images" {...props} />
    </I18nProvider>
  );
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

function setUp() {
  const sent: Sent[] = [];
  const send = vi.fn<Send>((_url, file, progress) => new Promise((answer) => sent.push({ file, progress, answer })));
  const onUploaded = vi.fn();
  Object.assign(props, { send, onUploaded });
  render(<Stub initialEntries={['/']} />);
  return { sent, send, onUploaded };
}

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

async function choose(...files: File[]) {
  const input = await screen.findByLabelText('Добавить картинки: JPEG, PNG, WebP или AVIF, можно несколько сразу');
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

const line = (text: string) => screen.queryByText(text, { selector: 'li, span' });

afterEach(cleanup);

describe('picture uploader', () => {
  it('refuses a file of another type by its name, without sending it', async () => {
    const { send } = setUp();
    await screen.findByText('или перетащите их сюда');
    await choose(file('photo.heic', 'image/heic'));
    expect(line('photo.heic: загрузить можно только картинки JPEG, PNG, WebP или AVIF')).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows each file waiting, its progress, and uploaded; three at a time', async () => {
    const { sent, onUploaded } = setUp();
    await screen.findByText('или перетащите их сюда');
    await choose(...[1, 2, 3, 4].map((n) => file(`${n}.jpg`, 'image/jpeg')));
    expect(sent.map((s) => s.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(line('4.jpg: ждёт очереди')).not.toBeNull();
    act(() => sent[0]?.progress(40));
    expect(line('1.jpg: загружается, 40%')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: '1.jpg: загружается, 40%' }).getAttribute('value')).toBe('40');
    await act(async () => sent[0]?.answer({ status: 201, body: {} }));
    expect(line('1.jpg: загружена')).not.toBeNull();
    // The freed place goes to the one waiting.
    expect(sent.map((s) => s.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(onUploaded).not.toHaveBeenCalled();
    await act(async () => {
      for (const s of sent.slice(1)) s.answer({ status: 201, body: {} });
    });
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('names the file the API refused, with its reason, and goes on with the others', async () => {
    const { sent, onUploaded } = setUp();
    await screen.findByText('или перетащите их сюда');
    await choose(file('fake.jpg', 'image/jpeg'), file('good.png', 'image/png'), file('lost.webp', 'image/webp'));
    const refusal = {
      error: { fields: [{ name: 'image', message: 'staff.picture.error.notPicture', params: { file: 'fake.jpg' } }] },
    };
    await act(async () => {
      sent[0]?.answer({ status: 400, body: refusal });
      sent[1]?.answer({ status: 201, body: {} });
      sent[2]?.answer({ status: 0, body: null });
    });
    expect(line('fake.jpg: загрузить можно только картинки JPEG, PNG, WebP или AVIF')).not.toBeNull();
    expect(line('good.png: загружена')).not.toBeNull();
    expect(line('lost.webp: загрузка не удалась, попробуйте ещё раз')).not.toBeNull();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('puts the name before a refusal that does not say it', async () => {
    const { sent } = setUp();
    await screen.findByText('или перетащите их сюда');
    await choose(file('ninth.jpg', 'image/jpeg'));
    const refusal = {
      error: { fields: [{ name: 'image', message: 'staff.catalogue.error.images', params: { max: '8' } }] },
    };
    await act(async () => sent[0]?.answer({ status: 400, body: refusal }));
    expect(screen.getByText(/^ninth\.jpg: /, { selector: 'li' }).textContent).toContain('8');
  });

  it('refuses an empty file before sending it', async () => {
    const { send } = setUp();
    await screen.findByText('или перетащите их сюда');
    await choose(file('empty.png', 'image/png', 0));
    expect(line('empty.png: файл пустой')).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('takes files dropped on it', async () => {
    const { sent } = setUp();
    await screen.findByText('или перетащите их сюда');
    const zone = screen.getByText('или перетащите их сюда').closest('form') as HTMLFormElement;
    const dropped = [file('a.avif', 'image/avif'), file('b.gif', 'image/gif')];
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: dropped } });
    });
    expect(sent.map((s) => s.file.name)).toEqual(['a.avif']);
    expect(line('b.gif: загрузить можно только картинки JPEG, PNG, WebP или AVIF')).not.toBeNull();
  });
});
