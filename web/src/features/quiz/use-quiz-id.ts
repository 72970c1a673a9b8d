import { useLocation } from 'react-router-dom';

/**
 * The quiz named by /quiz/<id>/live or /quiz/<id>/practice. Read from the address rather than
 * through useParams, which would add router code to every visitor's first load.
 */
export function useQuizId(): string {
  const { pathname } = useLocation();
  const segment = /^\/quiz\/([^/]+)\//.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
