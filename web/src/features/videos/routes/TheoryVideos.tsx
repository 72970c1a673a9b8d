import { en } from '../../../messages/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** §2 videos/theory (needs theory access; the route guard and the server both check it). */
export default function TheoryVideos() {
  return <CategoryVideos category="Theory" title={en.titles.theoryVideos} />;
}
