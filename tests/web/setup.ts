/**
 * jsdom lacks matchMedia and IntersectionObserver; these stand-ins are driven by the tests
 * (viewport width, intersections). Every test starts with empty storage, a light body and the
 * anti-forgery cookie a first GET would have set.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetViewport } from './helpers/media';
import { resetIntersections } from './helpers/intersection';

// Lazy routes are transformed on first import; on a busy 2-core machine that can take over the
// default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 10_000 });

const browserLike = typeof window !== 'undefined'; // bundle.test.tsx runs in node

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
if (browserLike) window.scrollTo = () => undefined;

beforeEach(() => {
  if (!browserLike) return;
  localStorage.clear();
  document.body.className = '';
  document.cookie = 'XSRF-TOKEN=test-xsrf-token; path=/';
  resetViewport();
  resetIntersections();
});

afterEach(() => {
  if (browserLike) cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
