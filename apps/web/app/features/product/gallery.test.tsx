import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { Gallery, type GalleryImage } from './gallery';

const photo = (n: number): GalleryImage => ({
  picture: { src: `/images/p/${String(n).repeat(16)}`, width: 1600, height: 2000, placeholder: '#e0d8cc' },
  alt: `Linen shirt, view ${n}`,
});
const images = [photo(1), photo(2), photo(3), photo(4)];

function renderGallery(list = images) {
  return render(
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <button type="button">before</button>
      <Gallery images={list} name="Linen shirt" />
    </I18nProvider>,
  );
}

/** The lazy zoom dialog's code and the modal's opening frame. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
}

afterEach(cleanup);

describe('product gallery', () => {
  it('names each thumbnail by its place and marks the one shown', () => {
    renderGallery();
    const thumbs = screen.getAllByRole('button', { name: /^Фото \d из 4$/ });
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Фото 1 из 4',
      'Фото 2 из 4',
      'Фото 3 из 4',
      'Фото 4 из 4',
    ]);
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumbs[2]!);
    expect(screen.getByRole('button', { name: 'Фото 3 из 4' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Фото 1 из 4' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders every picture as a sized <picture>, only the first fetched at once', () => {
    const { container } = renderGallery();
    const slides = container.querySelectorAll('.gallery__slide img');
    expect(slides).toHaveLength(4);
    expect(slides[0]?.getAttribute('loading')).toBeNull();
    expect(slides[0]?.getAttribute('fetchpriority')).toBe('high');
    expect([...slides].slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(slides[0]?.getAttribute('width')).toBe('1600');
    expect(slides[0]?.getAttribute('height')).toBe('2000');
    expect(container.querySelector('.gallery__slide source[type="image/avif"]')?.getAttribute('sizes')).toContain(
      '100vw',
    );
    const thumb = container.querySelector('.gallery__thumb img');
    expect(thumb?.getAttribute('alt')).toBe('');
    expect(thumb?.getAttribute('sizes')).toBe('72px');
    expect(thumb?.getAttribute('loading')).toBe('lazy');
  });

  it('moves between pictures with the arrow keys, Home and End, focus following', () => {
    renderGallery();
    const first = screen.getByRole('button', { name: 'Linen shirt, view 1: открыть крупно' });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: 'Linen shirt, view 2: открыть крупно' });
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    expect(screen.getByText('Фото 2 из 4', { selector: '[aria-live]' })).toBeTruthy();
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-slide')).toBe('3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-slide')).toBe('3');
    const thumb = screen.getByRole('button', { name: 'Фото 4 из 4' });
    thumb.focus();
    fireEvent.keyDown(thumb, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Фото 1 из 4' }));
  });

  it('opens the picture full size in a dialog that keeps the focus, pages with the arrows and closes on Escape', async () => {
    renderGallery();
    const second = screen.getByRole('button', { name: 'Linen shirt, view 2: открыть крупно' });
    second.focus();
    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Linen shirt' }, { timeout: 3000 });
    await settle();
    expect(within(dialog).getByRole('img', { name: 'Linen shirt, view 2' })).toBeTruthy();
    expect(within(dialog).getByText('Фото 2 из 4')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab from the last control comes back to the first: the focus stays in the dialog.
    const controls = within(dialog).getAllByRole('button');
    controls[controls.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: 'Linen shirt, view 3' })).toBeTruthy();
    const zoom = within(dialog).getByRole('button', { name: 'Увеличить' });
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector('.zoom__layer')?.getAttribute('data-scale')).toBe('2');
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the picture it was opened from, which the dialog's paging moved the gallery to.
    expect(document.activeElement?.getAttribute('data-slide')).toBe('1');
  });

  it('shows a single picture without thumbnails or dots', () => {
    const { container } = renderGallery([photo(1)]);
    expect(container.querySelector('.gallery__thumbs')).toBeNull();
    expect(container.querySelector('.gallery__dots')).toBeNull();
  });
});
