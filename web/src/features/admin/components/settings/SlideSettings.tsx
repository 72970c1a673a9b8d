/**
 * Settings › Slides: upload a home-page slide (caption required and an image chosen; POST
 * /api/slides as multipart) with its success and failure texts, and the current slides with Delete.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../../components/toasts';
import { adminTexts } from '../../../../texts/en-admin';
import { SLIDE_CAPTION_MAX, SLIDE_IMAGE_MAX_BYTES, SLIDE_IMAGE_TYPES, type SlideView } from '@schemas';
import { getSlides } from '../../../home';
import { deleteSlide, uploadSlide } from '../../api/slides';
import { useReloadableList } from '../../hooks/use-reloadable-list';
import { Field } from '../Field';
import { ItemList } from './ItemList';

const t = adminTexts.settings;
const ACCEPTED_TYPES = SLIDE_IMAGE_TYPES.join(',');

export function SlideSettings() {
  const [caption, setCaption] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const captionRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const fetchPage = useCallback(async () => ({ list: (await getSlides()).slides, nextCursor: null }), []);
  const list = useReloadableList<SlideView>(fetchPage);

  const tooBig = image !== null && image.size > SLIDE_IMAGE_MAX_BYTES;
  const ready = caption.trim() !== '' && image !== null && !tooBig;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ready || !image) return;
    setBusy(true);
    try {
      await uploadSlide(caption.trim(), image);
      toast.success(t.slideUploaded);
      setCaption('');
      setImage(null);
      setImageKey((k) => k + 1);
      captionRef.current?.focus();
      list.reload();
    } catch (error) {
      console.error('Slide upload failed', error);
      toast.error(t.slideFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        className="card admin-form"
        noValidate
        aria-labelledby="slide-form-title"
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 id="slide-form-title">{t.slideFormTitle}</h2>
        <Field name="slide-caption" label={t.slideCaption}>
          {(control) => (
            <input
              {...control}
              ref={captionRef}
              required
              maxLength={SLIDE_CAPTION_MAX}
              value={caption}
              onChange={(e) => setCaption(e.target.value)}
            />
          )}
        </Field>
        <Field
          key={imageKey}
          name="slide-image"
          label={t.slideImage}
          hint={t.slideImageHint}
          error={tooBig ? t.slideTooBig : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              required
              accept={ACCEPTED_TYPES}
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary" disabled={busy || !ready}>
          {t.slideSubmit}
        </button>
      </form>
      <ItemList
        id="settings-slides"
        heading={t.slideListLabel}
        {...list}
        emptyText={t.noSlides}
        itemKey={(slide) => slide.id}
        itemName={(slide) => slide.caption}
        onDelete={async (slide) => {
          await deleteSlide(slide.id);
        }}
        renderItem={(slide) => (
          <div className="settings-item__media">
            <img src={slide.url} alt="" width={128} height={72} loading="lazy" decoding="async" />
            <p className="settings-item__title">{slide.caption}</p>
          </div>
        )}
      />
    </>
  );
}
