import { siteTexts } from '../../../texts/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** Videos/practical (needs practical access; the route guard and the server both check it). */
export default function PracticalVideos() {
  return <CategoryVideos category="Practical" title={siteTexts.titles.practicalVideos} />;
}
