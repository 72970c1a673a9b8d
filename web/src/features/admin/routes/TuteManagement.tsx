/**
 * Tute management: a PDF upload (file, category, free-text year). No file → 'Please select a
 * file first.'; the button is disabled until a category is chosen. PDF only, at most 50 MB (stated
 * in the form and checked before anything is sent). After the PUT the server checks that the stored
 * bytes are a PDF (completeFile). 'Upload successful!'; a failure shows the server's reason or a
 * plain failure text.
 */
import { useRef, useState, type FormEvent } from 'react';
import { TUTE_CATEGORIES, PDF_CONTENT_TYPE, TUTE_MAX_BYTES, TUTE_NAME_MAX, type TuteCategory } from '@schemas';
import { useToast } from '../../../components/toasts';
import { messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { completeFile } from '../api/complete-file';
import { putFile } from '../api/put-file';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';
import { UploadProgress } from '../components/UploadProgress';
import { putWithProgress } from '../uploads/single-put';

const t = adminTexts.tutes;

/** The stored name always ends in ".pdf" (lower case), whatever the file on disk was called. */
const pdfName = (file: File) => `${file.name.replace(/\.pdf$/i, '')}.pdf`;
const isPdf = (file: File) => file.type === PDF_CONTENT_TYPE || (!file.type && /\.pdf$/i.test(file.name));

/** Why this file cannot go up, or undefined when it can. */
function fileProblem(file: File): string | undefined {
  if (!isPdf(file)) return t.notPdf;
  if (file.size > TUTE_MAX_BYTES) return t.tooBig;
  if (pdfName(file).length > TUTE_NAME_MAX) return t.nameTooLong;
  return undefined;
}

export default function TuteManagement() {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [year, setYear] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const problem = file ? fileProblem(file) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !category) return;
    if (!file) {
      toast.error(t.noFile);
      fileRef.current?.focus();
      return;
    }
    if (problem) {
      toast.error(problem);
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    setPercent(null);
    try {
      let signed;
      try {
        signed = await putFile(category as TuteCategory, {
          fileName: pdfName(file),
          year: year.trim(),
          size: file.size,
        });
      } catch (error) {
        console.error('Signing the PDF upload failed', error);
        toast.error(messageOf(error, t.failed));
        return;
      }
      try {
        await putWithProgress({
          url: signed.signedUrl,
          body: file,
          headers: signed.headers,
          onProgress: (loaded, total) => setPercent(total > 0 ? Math.floor((loaded / total) * 100) : 100),
        });
      } catch (error) {
        console.error('The PDF upload failed', error);
        toast.error(t.failed);
        return;
      }
      try {
        // The server checks the bytes (a text file renamed .pdf is removed and refused).
        await completeFile(category as TuteCategory, pdfName(file));
      } catch (error) {
        console.error('The uploaded PDF was refused', error);
        toast.error(messageOf(error, t.failed));
        return;
      }
      toast.success(t.success);
      setFile(null);
      setYear('');
      setFileKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={adminTexts.sections.tutes} heading={t.heading}>
      <form
        className="card admin-form"
        noValidate
        aria-labelledby="tute-form-title"
        aria-busy={busy}
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 id="tute-form-title">{t.formTitle}</h2>
        <Field key={fileKey} name="tute-file" label={t.file} hint={t.fileHint} error={problem}>
          {(control) => (
            <input
              {...control}
              ref={fileRef}
              type="file"
              accept={PDF_CONTENT_TYPE}
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPercent(null);
              }}
            />
          )}
        </Field>
        <div className="admin-form__grid">
          <Field name="tute-category" label={t.category}>
            {(control) => (
              <select
                {...control}
                required
                disabled={busy}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                <option value="" disabled>
                  {adminTexts.choose}
                </option>
                {TUTE_CATEGORIES.map((option) => (
                  <option key={option} value={option}>
                    {t.categories[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="tute-year" label={`${t.year} ${adminTexts.optional}`} hint={t.yearHint}>
            {(control) => (
              <input
                {...control}
                disabled={busy}
                maxLength={20}
                value={year}
                onChange={(e) => setYear(e.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy || !category}>
          {t.submit}
        </button>
        <UploadProgress
          label={t.progressLabel}
          percent={percent}
          text={percent === null ? '' : t.uploading(percent)}
          announce={t.announcePercent}
        />
      </form>
    </AdminPage>
  );
}
