import { siteTexts } from '../../../texts/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** Videos/revision (needs revision access; the route guard and the server both check it). */
export default function RevisionVideos() {
  return <CategoryVideos category="Revision" title={siteTexts.titles.revisionVideos} />;
}
