/**
 * The night-data option: on or off, and the window (local times; an end before the start crosses
 * midnight). Saved to IndexedDB; the queue reads it at every pass.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { getNightWindow, setNightWindow, type NightWindow } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { isValidTime } from '../lib/night-window';
import { runQueue } from '../lib/queue';

const t = contentTexts.offline.night;

export function NightWindowForm() {
  const [night, setNight] = useState<NightWindow | null>(null);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  useEffect(() => {
    getNightWindow()
      .then(setNight)
      .catch((error: unknown) => console.warn('Reading the night window failed', error));
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!night) return;
    if (!isValidTime(night.start) || !isValidTime(night.end)) {
      setInvalid(true);
      setMessage(t.invalid);
      return;
    }
    setInvalid(false);
    await setNightWindow(night);
    setMessage(t.saved);
    // Turned off, or now inside the window: what waited may start.
    void runQueue();
  };

  return (
    <section className="night-window" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <p className="muted">{t.intro}</p>
      {night && (
        <form className="night-window__form" onSubmit={(e) => void onSubmit(e)}>
          <label className="night-window__check">
            <input
              type="checkbox"
              checked={night.enabled}
              onChange={(e) => setNight({ ...night, enabled: e.target.checked })}
            />
            {t.enable}
          </label>
          <div className="night-window__times">
            <div className="field">
              <label htmlFor={`${id}-start`}>{t.start}</label>
              <input
                id={`${id}-start`}
                type="time"
                value={night.start}
                aria-invalid={invalid}
                onChange={(e) => setNight({ ...night, start: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-end`}>{t.end}</label>
              <input
                id={`${id}-end`}
                type="time"
                value={night.end}
                aria-invalid={invalid}
                onChange={(e) => setNight({ ...night, end: e.target.value })}
              />
            </div>
          </div>
          <p>
            <button type="submit" className="btn btn--primary">
              {t.save}
            </button>
          </p>
          <p role="status">{message}</p>
        </form>
      )}
    </section>
  );
}
