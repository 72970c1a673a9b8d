import { content } from '../../../messages/en-content';
import { PdfLibrary } from '../components/PdfLibrary';

const t = content.pdfs.sampathBooks;

/** §2 Sampath Book Collection: public; cards say Free and "Updated On {current year}". */
export default function SampathBooks() {
  return <PdfLibrary category="SampathBook" heading={t.heading} intro={t.intro} free />;
}
