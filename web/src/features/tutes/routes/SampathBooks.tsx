import { contentTexts } from '../../../texts/en-content';
import { TuteLibrary } from '../components/TuteLibrary';

const t = contentTexts.tutes.sampathBooks;

/** Sampath Book Collection: public; cards say Free and "Updated On {current year}". */
export default function SampathBooks() {
  return <TuteLibrary category="SampathBook" heading={t.heading} intro={t.intro} free />;
}
