import { textOf, useToast, type Toast, type ToastKind } from './toasts';
import { siteTexts } from '../texts/en';

/**
 * Two live regions that exist from the start (screen readers announce what is added to a live
 * region, not regions that appear with their text): polite "status" for success, assertive
 * "alert" for errors.
 */
export function ToastRegion() {
  const { toasts, dismiss } = useToast();
  const stack = (kind: ToastKind) =>
    toasts
      .filter((toast) => toast.kind === kind)
      .map((toast: Toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span className="toast__text">{textOf(toast.text)}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={siteTexts.toast.dismiss}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ));

  return (
    <section className="toast-region" aria-label={siteTexts.toast.region}>
      <div className="toast-stack" role="alert">
        {stack('error')}
      </div>
      <div className="toast-stack" role="status">
        {stack('success')}
      </div>
    </section>
  );
}
