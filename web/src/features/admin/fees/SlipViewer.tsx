/**
 * A payment's slip, shown large: a photo with zoom (the buttons, or + and − on the keyboard, and Fit
 * to see the whole slip), or a PDF embedded with a link to open it in its own tab, since some
 * browsers (phones especially) show no PDF inside a page.
 */
import { useEffect, useState } from 'react';
import type { AdminPaymentView } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';

const t = adminTexts.fees.queue;
const ZOOMS = [1, 1.5, 2, 3, 4] as const;

interface SlipViewerProps {
  payment: AdminPaymentView;
  /** The queue sends + and − here, so one listener owns the keyboard. */
  zoomRequest: { step: 1 | -1 | 0; at: number } | null;
}

export function SlipViewer({ payment, zoomRequest }: SlipViewerProps) {
  const [zoom, setZoom] = useState(0);
  // A new slip starts fitted: the last one's zoom says nothing about this photo.
  useEffect(() => setZoom(0), [payment.slipId]);
  useEffect(() => {
    if (!zoomRequest) return;
    setZoom((z) => (zoomRequest.step === 0 ? 0 : Math.min(ZOOMS.length - 1, Math.max(0, z + zoomRequest.step))));
  }, [zoomRequest]);

  const label = t.slipLabel(payment.studentName);
  if (!payment.slipUrl) return <p className="fee-slip fee-slip--none">{t.noSlip}</p>;
  if (payment.slipContentType === 'application/pdf') {
    return (
      <div className="fee-slip">
        <object className="fee-slip__pdf" data={payment.slipUrl} type="application/pdf" aria-label={label} />
        <a href={payment.slipUrl} target="_blank" rel="noreferrer">
          {t.pdf}
        </a>
      </div>
    );
  }
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <div className="fee-slip">
      <div className="fee-slip__tools" role="group" aria-label={t.slipLabel(payment.studentName)}>
        <button type="button" className="btn btn--outline" onClick={() => setZoom((z) => Math.max(0, z - 1))}>
          {t.zoomOut}
        </button>
        <output className="fee-slip__level">{t.zoomLevel(Math.round(scale * 100))}</output>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        >
          {t.zoomIn}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setZoom(0)}>
          {t.fit}
        </button>
      </div>
      <div className={scale === 1 ? 'fee-slip__frame fee-slip__frame--fit' : 'fee-slip__frame'}>
        <img src={payment.slipUrl} alt={label} style={{ width: `${scale * 100}%` }} />
      </div>
    </div>
  );
}
