import { content } from '../../../messages/en-content';
import { PdfLibrary } from '../components/PdfLibrary';

const t = content.pdfs.pastPapers;

/** §2 Past paper markings (login; the viewer closes on its close button or Escape). */
export default function PastPapers() {
  return <PdfLibrary category="PastPaperMarking" heading={t.heading} intro={t.intro} />;
}
