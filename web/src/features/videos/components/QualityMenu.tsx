import { useId } from 'react';
import { contentTexts } from '../../../texts/en-content';
import type { LevelOption } from '../player/levels';
import { mbPerHour } from '../player/mb-per-hour';
import { isQuality, type Quality } from '../player/quality-preference';

const t = contentTexts.videos;

/** Slides' rungs run at a few frames a second: no smooth motion to promise. */
const SLIDES_FPS = 5;

const purposeOf = (level: LevelOption): string | null => {
  if (level.name === '360p' && level.frameRate && level.frameRate <= SLIDES_FPS) return t.qualityPurposes.slides360p;
  return level.name in t.qualityPurposes ? t.qualityPurposes[level.name as keyof typeof t.qualityPurposes] : null;
};

interface QualityMenuProps {
  levels: readonly LevelOption[];
  /** The remembered choice; a rendition this video lacks shows as the one playing instead. */
  quality: Quality;
  /** The rendition playing, shown when the remembered one is not on offer. */
  playing: string | null;
  onChange: (quality: Quality) => void;
}

/**
 * Auto or a fixed rendition, each named by what it is good for and with what an hour of it costs in
 * data: students on prepaid mobile data choose knowingly. A native select: every phone shows its own accessible picker.
 */
export function QualityMenu({ levels, quality, playing, onChange }: QualityMenuProps) {
  const id = useId();
  const choices = levels.filter((level) => isQuality(level.name));
  const offered = quality === 'auto' || choices.some((level) => level.name === quality);
  const value = offered ? quality : (playing ?? choices[0]?.name ?? 'auto');
  return (
    <div className="video-quality">
      <label htmlFor={id}>{t.quality}</label>
      <select id={id} value={value} onChange={(event) => isQuality(event.target.value) && onChange(event.target.value)}>
        <option value="auto">{t.qualityAuto}</option>
        {choices.map((level) => (
          <option key={level.name} value={level.name}>
            {t.qualityLevel(level.name, mbPerHour(level.bitsPerSecond), purposeOf(level))}
          </option>
        ))}
      </select>
    </div>
  );
}
