import type { TuteItem } from '@schemas';
import { Modal } from '../../../components/Modal';
import { contentTexts } from '../../../texts/en-content';

const t = contentTexts.tutes;

interface PdfViewerProps {
  pdf: TuteItem;
  onClose: () => void;
  closeOnBackdrop: boolean;
}

/**
 * The PDF in a modal frame with a close button. Phones' browsers often cannot show a PDF inside a
 * frame, so the file can also be opened in a tab of its own.
 */
export function PdfViewer({ pdf, onClose, closeOnBackdrop }: PdfViewerProps) {
  return (
    <Modal
      title={pdf.name}
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      className="modal--pdf"
      headerActions={
        <button type="button" className="btn btn--outline modal__close" aria-label={t.closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span> {t.close}
        </button>
      }
    >
      <iframe className="pdf-frame" src={pdf.url} title={t.viewerTitle(pdf.name)} />
      <p className="pdf-viewer__foot">
        <a href={pdf.url} target="_blank" rel="noopener noreferrer">
          {t.openInTab} <span className="sr-only">{contentTexts.newTab}</span>
        </a>
      </p>
    </Modal>
  );
}
