import { en } from '../../../messages/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** §2 videos/practical (needs practical access; the route guard and the server both check it). */
export default function PracticalVideos() {
  return <CategoryVideos category="Practical" title={en.titles.practicalVideos} />;
}
