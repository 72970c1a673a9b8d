/**
 * What every routed screen shares, whichever frame it sits in: the document title from the route
 * (Titled), the scroll position per history entry, and the spinner while a lazy screen loads.
 */
import { useEffect, type ReactNode } from 'react';
import { inFlight } from '../lib/in-flight';
import { siteTexts } from '../texts/en';
import { useScrollRestoration } from './scroll-restoration';

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? siteTexts.pageTitle(title) : siteTexts.brand;
  }, [title]);
}

/** A route's screen, with the route's title as the document title. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  useScrollRestoration();
  return children;
}

/** Shown while a screen's code loads: nothing but the spinner (it counts as a request in flight). */
export function FirstLoad() {
  useEffect(() => {
    inFlight.start();
    return () => inFlight.end();
  }, []);
  return null;
}
