/**
 * Reads the slide upload (multipart/form-data: `image` file + `caption` field) with busboy, the
 * streaming parser most Node frameworks build on. Limits are enforced while parsing — the image
 * stops being buffered at 2 MB + 1 byte, extra parts are refused — so an oversized or padded body
 * never becomes a large allocation beyond the raw body API Gateway already handed over.
 */
import busboy from 'busboy';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../shared/errors';
import { SLIDE_IMAGE_MAX_BYTES, slideTexts } from '../shared/schemas';

export interface SlideForm {
  caption: string | undefined;
  image: { bytes: Buffer; fileName: string; declaredType: string } | undefined;
}

/** The whole body may exceed the image by the caption and the multipart framing, not by more. */
const SLIDE_BODY_MAX_BYTES = SLIDE_IMAGE_MAX_BYTES + 64 * 1024;

const isMultipartForm = (contentType: string | undefined): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

export async function parseSlideForm(body: Buffer, contentType: string | undefined): Promise<SlideForm> {
  if (!isMultipartForm(contentType) || contentType === undefined)
    throw new UnsupportedMediaType(slideTexts.notMultipart);
  if (body.byteLength > SLIDE_BODY_MAX_BYTES) throw new PayloadTooLarge(slideTexts.tooLarge);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy reports the limit once a file reaches it, so one byte more than allowed marks "too large".
      limits: {
        fileSize: SLIDE_IMAGE_MAX_BYTES + 1,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: 8 * 1024,
        fieldNameSize: 100,
      },
    });
  } catch {
    // e.g. multipart/form-data without a boundary
    throw new BadRequest(slideTexts.malformed);
  }

  return new Promise<SlideForm>((resolve, reject) => {
    const form: SlideForm = { caption: undefined, image: undefined };
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (name !== 'caption') return;
      if (info.valueTruncated) fail(new BadRequest(slideTexts.caption));
      else if (form.caption !== undefined) fail(new BadRequest(slideTexts.oneImage));
      else form.caption = value;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside a file part errors the file's stream too; unheard, that error
      // would be an uncaught exception (the parser's own 'error' below answers the request).
      stream.on('error', () => fail(new BadRequest(slideTexts.malformed)));
      if (name !== 'image') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLarge(slideTexts.tooLarge)));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // An empty file input still sends a part (filename ""): that is "no image chosen".
        if (bytes.byteLength > 0) form.image = { bytes, fileName: info.filename ?? '', declaredType: info.mimeType };
      });
    });
    parser.on('filesLimit', () => fail(new BadRequest(slideTexts.oneImage)));
    parser.on('fieldsLimit', () => fail(new BadRequest(slideTexts.oneImage)));
    parser.on('partsLimit', () => fail(new BadRequest(slideTexts.oneImage)));
    parser.on('error', () => reject(failure ?? new BadRequest(slideTexts.malformed)));
    parser.on('close', () => (failure ? reject(failure) : resolve(form)));
    parser.end(body);
  });
}
