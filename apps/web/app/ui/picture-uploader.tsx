/**
 * The back office's picture upload: a file field taking several pictures at once, which is also a
 * place to drop files on. Once scripts run, the chosen or dropped files go to the API straight away,
 * three at a time, each with its own line: waiting, a progress bar, uploaded, or what is wrong with it
 * naming the file ("photo.heic: only JPEG, PNG, WebP or AVIF"). Before that, the field is a plain form
 * the page's action takes (`intent=upload`, the files as `image`).
 */
import type { Translate } from '@storefront/domain/i18n/translator';
import { PICTURE_INPUT_TYPES } from '@storefront/domain/pictures';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { fieldMessage } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { SubmitButton } from './form-fields';
import {
  type FileRefusal,
  fileProblem,
  problemRefusal,
  refusalOf,
  runLimited,
  sendFile,
  UPLOAD_CONCURRENCY,
  type UploadAnswer,
} from './picture-uploads';

type Row =
  | { id: number; name: string; state: 'waiting' }
  | { id: number; name: string; state: 'uploaded'; answer: unknown }
  | { id: number; name: string; state: 'uploading'; percent: number }
  | { id: number; name: string; state: 'refused'; message: string };

export interface PictureUploaderProps {
  /** The API address taking one picture as its body. */
  uploadUrl: string;
  /**
   * Called once a batch is over and at least one picture of it was taken (to load the page afresh),
   * with the API's answers (`data`) for those taken, in the files' order.
   */
  onUploaded: (answers: unknown[]) => void;
  /** What a line shows of a picture taken, from the API's answer (`data`): its markup, say. */
  describe?: (answer: unknown) => ReactNode;
  /** More fields of the form, for the upload without scripts. */
  children?: ReactNode;
  /** Refusals of the form's own upload (without scripts), each naming its file. */
  refusals?: readonly string[];
  /** Sends a file; XMLHttpRequest unless a test gives its own. */
  send?: (url: string, file: File, onProgress: (percent: number) => void) => Promise<UploadAnswer>;
}

const ACCEPT = PICTURE_INPUT_TYPES.join(',');

/**
 * Files dragged in from outside the page; a picture dragged within a page (which also says `Files`)
 * carries its address as well, and is not an upload.
 */
const carriesFiles = (event: DragEvent) =>
  event.dataTransfer.types.includes('Files') && !event.dataTransfer.types.includes('text/uri-list');

/**
 * An API refusal of a picture as a line naming its file: the pipeline's messages name it themselves
 * (`{file}: …`); any other is put after the name.
 */
export function refusalText(t: Translate, refusal: FileRefusal): string {
  const reason = fieldMessage(t, 'image', refusal.message, { ...refusal.params, file: refusal.file });
  return reason.includes(refusal.file) ? reason : t('pictures.refused', { name: refusal.file, reason });
}

export function PictureUploader({
  uploadUrl,
  onUploaded,
  describe,
  children,
  refusals = [],
  send = sendFile,
}: PictureUploaderProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const counter = useRef(0);

  const update = (rowId: number, row: Row) => setRows((all) => all.map((r) => (r.id === rowId ? row : r)));

  /** Why the API refused a picture, naming the file. */
  const refusal = (name: string, answer: UploadAnswer) => {
    const refused = answer.status === 400 ? refusalOf(answer.body) : null;
    if (refused) return refusalText(t, { file: name, ...refused });
    if (answer.status === 413) return refusalText(t, problemRefusal(name, 'tooLarge'));
    return t('pictures.failed', { name });
  };

  const upload = async (files: readonly File[]) => {
    const batch = files.map((file) => ({ file, id: ++counter.current }));
    const checked = batch.map(({ file, id: rowId }): Row => {
      const problem = fileProblem(file);
      if (!problem) return { id: rowId, name: file.name, state: 'waiting' };
      return {
        id: rowId,
        name: file.name,
        state: 'refused',
        message: refusalText(t, problemRefusal(file.name, problem)),
      };
    });
    setRows(checked);
    const taken = new Map<number, unknown>();
    const sendable = batch.filter((_, i) => checked[i]?.state === 'waiting');
    await runLimited(sendable, UPLOAD_CONCURRENCY, async ({ file, id: rowId }) => {
      const name = file.name;
      update(rowId, { id: rowId, name, state: 'uploading', percent: 0 });
      const answer = await send(uploadUrl, file, (percent) =>
        update(rowId, { id: rowId, name, state: 'uploading', percent }),
      );
      if (answer.status < 200 || answer.status >= 300) {
        update(rowId, { id: rowId, name, state: 'refused', message: refusal(name, answer) });
        return;
      }
      const data = (answer.body as { data?: unknown } | null)?.data ?? null;
      taken.set(rowId, data);
      update(rowId, { id: rowId, name, state: 'uploaded', answer: data });
    });
    if (taken.size > 0) onUploaded(batch.flatMap(({ id: rowId }) => (taken.has(rowId) ? [taken.get(rowId)] : [])));
  };

  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={`picture-uploader${over ? ' picture-uploader--over' : ''}`}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input type="hidden" name="intent" value="upload" />
      <div className="picture-uploader__zone">
        <label className="picture-uploader__label" htmlFor={`${id}-files`}>
          {t('pictures.choose')}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          name="image"
          multiple
          accept={ACCEPT}
          aria-describedby={hydrated ? `${id}-drop` : undefined}
          onChange={(event) => {
            if (!hydrated) return;
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
        {hydrated ? (
          <span className="picture-uploader__drop" id={`${id}-drop`}>
            {t('pictures.drop')}
          </span>
        ) : null}
      </div>
      {children}
      {hydrated ? null : <SubmitButton>{t('staff.catalogue.imageUpload')}</SubmitButton>}
      <ul className="picture-uploader__files" aria-live="polite">
        {refusals.map((message) => (
          <li key={message} className="picture-uploader__file picture-uploader__file--refused">
            {message}
          </li>
        ))}
        {rows.map((row) => (
          <li key={row.id} className={`picture-uploader__file picture-uploader__file--${row.state}`}>
            <UploadLine row={row} />
            {row.state === 'uploaded' && describe ? describe(row.answer) : null}
          </li>
        ))}
      </ul>
    </Form>
  );
}

function UploadLine({ row }: { row: Row }) {
  const { t } = useI18n();
  if (row.state === 'refused') return <>{row.message}</>;
  if (row.state !== 'uploading') return <>{t(`pictures.${row.state}`, { name: row.name })}</>;
  const text = t('pictures.uploading', { name: row.name, percent: row.percent });
  return (
    <>
      <span>{text}</span>
      <progress max={100} value={row.percent} aria-label={text} />
    </>
  );
}
