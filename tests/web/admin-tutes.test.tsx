/**
 * Tute management against fakes of PUT /api/aws/putFile/{folder} (fetch) and S3's presigned PUT
 * (XHR): the validation rules (file required, Upload disabled until a category is chosen, free-text
 * year), the stated 50 MB limit checked before anything is sent, the signed headers sent exactly, the
 * success and failure texts.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, onlyFor, type Handler, type Reply } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';
import { mockXhr, s3Ok, type FakeXhr } from './helpers/xhr';

const signedPdf = {
  body: {
    signedUrl: 'https://s3.local/PastPaperMarking/2023%20Paper%20I.pdf?X-Amz-Expires=900',
    key: '2023 Paper I.pdf',
    headers: { 'Content-Type': 'application/pdf', 'x-amz-meta-year': '2023' },
    expiresIn: 900,
  },
};

const tuteApi = (putFile: Handler = signedPdf, completeFile: Handler = { body: { checked: true } }) =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'PUT /api/aws/putFile/{folder}': onlyFor({ folder: 'PastPaperMarking' }, putFile),
    'POST /api/aws/completeFile/{folder}': onlyFor({ folder: 'PastPaperMarking' }, completeFile),
  });

const pdf = (name = '2023 Paper I.PDF', size?: number) => {
  const file = new File([new Uint8Array(4000)], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openForm() {
  const view = renderApp('/admin/tute-management');
  await screen.findByRole('form', { name: 'Upload a PDF' });
  return view;
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('admin tute upload', { timeout: 20_000 }, () => {
  it('states the PDF-only 50 MB limit, offers the three categories, and keeps Upload disabled until one is chosen', async () => {
    tuteApi();
    const { user } = await openForm();
    const file = screen.getByLabelText('PDF file');
    expect(file).toHaveAttribute('accept', 'application/pdf');
    expect(file).toHaveAccessibleDescription('PDF only, up to 50 MB.');
    const categories = [...(screen.getByLabelText('Category') as HTMLSelectElement).options]
      .filter((o) => !o.disabled)
      .map((o) => o.value);
    expect(categories).toEqual(['PastPaperMarking', 'RevisionTute', 'SampathBook']);
    expect(uploadButton()).toBeDisabled();
    await user.upload(file, pdf());
    expect(uploadButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Category'), 'RevisionTute');
    expect(uploadButton()).toBeEnabled();
  });

  it('says "Please select a file first." without a file', async () => {
    const api = tuteApi();
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'PastPaperMarking');
    await user.click(uploadButton());
    await expectToast('error', 'Please select a file first.');
    expect(api.callsTo('PUT /api/aws/putFile/{folder}', { folder: 'PastPaperMarking' })).toHaveLength(0);
  });

  it('refuses a PDF over 50 MB before sending anything', async () => {
    const api = tuteApi();
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), pdf('huge.pdf', 50 * 1024 * 1024 + 1));
    expect(screen.getByLabelText('PDF file')).toHaveAccessibleDescription(
      expect.stringContaining('PDFs can be at most 50 MB.'),
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'PastPaperMarking');
    await user.click(uploadButton());
    // Said in the field and, on the click, as an error toast.
    const toast = await screen.findByText('PDFs can be at most 50 MB.', { selector: '.toast__text' });
    expect(toast.closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('PDF file')).toHaveFocus();
    expect(api.callsTo('PUT /api/aws/putFile/{folder}', { folder: 'PastPaperMarking' })).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
  });

  it('signs, PUTs the file with exactly the signed headers, says "Upload successful!" and clears the file and year', async () => {
    const api = tuteApi();
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    const file = pdf();
    await user.upload(screen.getByLabelText('PDF file'), file);
    await user.selectOptions(screen.getByLabelText('Category'), 'PastPaperMarking');
    await user.type(screen.getByLabelText('Year (optional)'), '2023');
    await user.click(uploadButton());

    await expectToast('success', 'Upload successful!');
    const call = api.callsTo('PUT /api/aws/putFile/{folder}', { folder: 'PastPaperMarking' })[0]!;
    // The stored name ends in a lower-case ".pdf" whatever the file was called.
    expect(call.body).toEqual({
      fileName: '2023 Paper I.pdf',
      size: 4000,
      contentType: 'application/pdf',
      year: '2023',
    });
    expect(call.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    // After the PUT the server is asked to check the stored bytes.
    expect(api.callsTo('POST /api/aws/completeFile/{folder}', { folder: 'PastPaperMarking' })[0]?.body).toEqual({
      fileName: '2023 Paper I.pdf',
    });
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]!.url).toBe('https://s3.local/PastPaperMarking/2023%20Paper%20I.pdf?X-Amz-Expires=900');
    expect(xhr.requests[0]!.headers).toEqual({ 'Content-Type': 'application/pdf', 'x-amz-meta-year': '2023' });
    expect(xhr.requests[0]!.body).toBe(file);
    expect(document.querySelector('.upload-progress__text')?.textContent).toBe('Uploading: 100%');
    expect((screen.getByLabelText('PDF file') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByLabelText('Year (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('PastPaperMarking');
  });

  it("shows the server's reason when it refuses, and a plain failure text when the PUT fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Reply = { status: 413, body: { message: 'PDFs can be at most 50 MB.' } };
    tuteApi(() => answer);
    mockXhr((request: FakeXhr) => request.respond(403));
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.selectOptions(screen.getByLabelText('Category'), 'PastPaperMarking');
    await user.click(uploadButton());
    await expectToast('error', 'PDFs can be at most 50 MB.');

    answer = signedPdf;
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await user.click(uploadButton());
    await expectToast('error', 'Upload failed. Please try again.');
  });

  it('a file whose bytes are not a PDF: the server removes it and the admin reads why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notPdf = 'This file is not a PDF (its content does not start as a PDF does), so it was removed.';
    tuteApi(signedPdf, { status: 415, body: { message: notPdf } });
    mockXhr(s3Ok);
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.selectOptions(screen.getByLabelText('Category'), 'PastPaperMarking');
    await user.click(uploadButton());
    await expectToast('error', notPdf);
    expect(screen.queryByText('Upload successful!')).not.toBeInTheDocument();
  });
});
