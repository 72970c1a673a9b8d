import { contentTexts } from '../../../texts/en-content';
import { TuteLibrary } from '../components/TuteLibrary';

const t = contentTexts.tutes.revisionTutes;

/** Revision tutes (revision-tute access); the viewer also closes on a backdrop click. */
export default function RevisionTutes() {
  return <TuteLibrary category="RevisionTute" heading={t.heading} intro={t.intro} closeOnBackdrop />;
}
