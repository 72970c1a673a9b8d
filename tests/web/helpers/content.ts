/** Content shaped as the server answers it, for the student-content screens. */
import type {
  ClassView,
  CommentView,
  ExamView,
  TuteItem,
  VideoItem,
  VideoMetaView,
} from '../../../functions/shared/schemas';

export function classView(overrides: Partial<ClassView> = {}): ClassView {
  return {
    _id: 'c1',
    title: '2026 THEORY | Engineering Technology',
    teacher: 'EngTech Academy',
    type: 'Theory',
    location: 'Online',
    schedule: 'Monday: 18:00-20:00',
    fee: 2500,
    ...overrides,
  };
}

/** Mid-day UTC, so the calendar date is the same in every time zone a test machine may use. */
export function videoItem(title: string, overrides: Partial<VideoItem> = {}): VideoItem {
  return {
    title,
    url: `https://s3.local/free/${encodeURIComponent(title)}video?X-Amz-Expires=3600`,
    thumbnail: `https://s3.local/free/${encodeURIComponent(title)}image?X-Amz-Expires=3600`,
    caption: `About ${title}`,
    uploadedDate: '2025-03-12T12:00:00.000Z',
    year: 'all',
    streamState: 'none',
    ...overrides,
  };
}

export const videoPage = (list: VideoItem[], nextCursor: string | null = null) => ({ body: { list, nextCursor } });

export function comment(name: string, text: string, createdAt = '2025-04-02T12:00:00.000Z'): CommentView {
  return { name, comment: text, createdAt };
}

export function videoMeta(title: string, overrides: Partial<VideoMetaView> = {}): VideoMetaView {
  return {
    title,
    caption: `Caption of ${title}`,
    likes: 0,
    liked: false,
    comments: [],
    nextCommentsCursor: null,
    streamState: 'none',
    position: 0,
    ...overrides,
  };
}

export function tuteItem(name: string, overrides: Partial<TuteItem> = {}): TuteItem {
  return {
    name,
    url: `https://s3.local/pdf/${encodeURIComponent(name)}.pdf?X-Amz-Expires=3600`,
    year: null,
    size: 123_456,
    ...overrides,
  };
}

export const tutePage = (list: TuteItem[], nextCursor: string | null = null) => ({ body: { list, nextCursor } });

export function exam(title: string, overrides: Partial<ExamView> = {}): ExamView {
  return {
    title,
    year: '2026',
    description: 'Units 1 to 4, structured and essay questions.',
    duration: 90,
    link: 'https://docs.google.com/forms/d/e/abc/viewform',
    ...overrides,
  };
}

/** The access flags reply of check-access, with the given flags granted. */
export const accessReply = (
  granted: Partial<Record<'revision' | 'theory' | 'practical' | 'paper' | 'revisionTute', boolean>>,
) => ({
  body: { access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false, ...granted } },
});
