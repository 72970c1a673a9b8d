import { siteTexts } from '../../../texts/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** Videos/theory (needs theory access; the route guard and the server both check it). */
export default function TheoryVideos() {
  return <CategoryVideos category="Theory" title={siteTexts.titles.theoryVideos} />;
}
