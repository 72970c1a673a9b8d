import { content } from '../../../messages/en-content';
import { PdfLibrary } from '../components/PdfLibrary';

const t = content.pdfs.revisionTutes;

/** §2 Revision tutes (revision-tute access); the viewer also closes on a backdrop click. */
export default function RevisionTutes() {
  return <PdfLibrary category="RevisionTute" heading={t.heading} intro={t.intro} closeOnBackdrop />;
}
