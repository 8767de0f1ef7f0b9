import type { FieldError } from '@storefront/domain/errors';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { TextAreaField, TextField } from '../../ui/form-fields';
import { EditorForm, FormSection, StaffPageHeader, SubmitBar, useFieldErrors } from './form-kit';

afterEach(cleanup);

/** An editor as a page composes it, refused with `fields` (the API's 400 shape). */
function Editor({ fields, savedMeanwhile }: { fields: FieldError[]; savedMeanwhile?: string }) {
  const errors = useFieldErrors(fields, { title: 'Title', body: 'Text', upload: 'Picture' }, (name) =>
    name === 'upload' ? (fields.some((f) => f.name === 'upload') ? 'Upload a JPEG.' : null) : undefined,
  );
  return (
    <>
      <StaffPageHeader back={{ to: '/list/', label: 'All entries' }} title="An entry" done="Saved" />
      <EditorForm
        errors={errors}
        errorsTitle="The entry is not saved"
        version="2026-11-29T10:00:00.000Z"
        formKey="v1"
        savedMeanwhile={savedMeanwhile}
        savedUrl="/entry/"
      >
        <TextField label="Title" name="title" error={errors.error('title')} />
        <FormSection legend="Details" help="Shown on the card">
          <TextAreaField label="Text" name="body" error={errors.error('body')} help="Blank lines separate blocks." />
          <TextField label="Picture" name="upload" type="file" error={errors.error('upload')} />
        </FormSection>
        <SubmitBar label="Save" />
      </EditorForm>
    </>
  );
}

let shown: { fields: FieldError[]; savedMeanwhile?: string } = { fields: [] };

function EditorPage() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <Editor {...shown} />
    </I18nProvider>
  );
}

function renderEditor(props: typeof shown, action: () => Promise<null> = async () => null) {
  shown = props;
  const Stub = createRoutesStub([{ path: '/', Component: EditorPage, action }]);
  render(<Stub initialEntries={['/']} />);
}

const described = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('staff form kit', () => {
  it('puts the API’s field errors on their fields, in the page’s words, and lists them at the top', async () => {
    renderEditor({
      fields: [
        { name: 'upload', message: 'Unsupported image' },
        { name: 'body', message: MESSAGE_KEYS.required },
      ],
    });
    const body = await screen.findByLabelText('Text');
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(described(body)).toEqual(['Field required', 'Blank lines separate blocks.']);
    expect(described(screen.getByLabelText('Picture'))).toEqual(['Upload a JPEG.']);
    expect(screen.getByLabelText('Title').hasAttribute('aria-describedby')).toBe(false);
    const summary = screen.getByRole('heading', { name: 'The entry is not saved' }).parentElement;
    expect(document.activeElement).toBe(summary);
    expect([...(summary?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Text: Field required',
      'Picture: Upload a JPEG.',
    ]);
  });

  it('draws the page’s head, sections and the version the form was loaded from', async () => {
    renderEditor({ fields: [] });
    expect((await screen.findByRole('link', { name: 'All entries' })).getAttribute('href')).toBe('/list/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An entry');
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.getByRole('group', { name: 'Details' }).textContent).toContain('Shown on the card');
    const form = screen.getByLabelText('Title').closest('form');
    expect(new FormData(form ?? undefined).get('updatedAt')).toBe('2026-11-29T10:00:00.000Z');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('tells of a version saved meanwhile, with the way to it', async () => {
    renderEditor({ fields: [], savedMeanwhile: '2026-11-29T10:05:00.000Z' });
    expect((await screen.findByRole('link', { name: 'Open their version instead' })).getAttribute('href')).toBe(
      '/entry/',
    );
  });

  it('says it is saving while the save is under way, and takes no second one', async () => {
    let answer = () => {};
    renderEditor({ fields: [] }, () => new Promise((resolve) => (answer = () => resolve(null))));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer());
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(false);
  });
});
