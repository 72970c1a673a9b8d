import { contentTexts } from '../../../texts/en-content';
import { TuteLibrary } from '../components/TuteLibrary';

const t = contentTexts.tutes.pastPapers;

/** Past paper markings (login; the viewer closes on its close button or Escape). */
export default function PastPapers() {
  return <TuteLibrary category="PastPaperMarking" heading={t.heading} intro={t.intro} />;
}
