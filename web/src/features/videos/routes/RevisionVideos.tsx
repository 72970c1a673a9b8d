import { en } from '../../../messages/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** §2 videos/revision (needs revision access; the route guard and the server both check it). */
export default function RevisionVideos() {
  return <CategoryVideos category="Revision" title={en.titles.revisionVideos} />;
}
