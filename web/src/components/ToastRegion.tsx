import { useToast } from '../app/providers/toasts';
import { en } from '../messages/en';

export function ToastRegion() {
  const { toasts, dismiss } = useToast();
  return (
    <section className="toast-region" aria-label={en.toast.region}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__text">{toast.text}</span>
          <button type="button" className="toast__close" aria-label={en.toast.dismiss} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
