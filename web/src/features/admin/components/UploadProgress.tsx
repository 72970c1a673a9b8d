/**
 * An upload's progress: a native progress bar (its value text is what a screen reader reads on
 * demand) with the same text beside it, and a polite live region that speaks only every quarter,
 * not every percent. `detail` lines (resume note, current step) are announced as they change.
 */
interface UploadProgressProps {
  label: string;
  percent: number | null;
  text: string;
  /** What to say at 25, 50, 75 and 100 %. */
  announce: (percent: number) => string;
  detail?: string[];
}

export function UploadProgress({ label, percent, text, announce, detail = [] }: UploadProgressProps) {
  const milestone = percent === null ? 0 : percent >= 100 ? 100 : Math.floor(percent / 25) * 25;
  return (
    <div className="upload-progress">
      {percent !== null && (
        <>
          <progress max={100} value={percent} aria-label={label} aria-valuetext={text} />
          <p className="upload-progress__text" aria-hidden="true">
            {text}
          </p>
        </>
      )}
      <p className="sr-only" role="status">
        {milestone > 0 ? announce(milestone) : ''}
      </p>
      <div aria-live="polite">
        {detail.map((line) => (
          <p key={line} className="upload-progress__detail">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
