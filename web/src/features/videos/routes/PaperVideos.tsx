import { en } from '../../../messages/en';
import { CategoryVideos } from '../components/CategoryVideos';

/** §2 videos/paper "Paper Discussion": player plus a thumbnail grid (needs paper access). */
export default function PaperVideos() {
  return <CategoryVideos category="Paper" title={en.titles.paperVideos} dense />;
}
