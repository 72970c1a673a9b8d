import { siteTexts } from '../../../texts/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** Videos/paper "Paper Discussion": player plus a thumbnail grid (needs paper access). */
export default function PaperVideos() {
  return <CategoryVideos category="Paper" title={siteTexts.titles.paperVideos} dense />;
}
