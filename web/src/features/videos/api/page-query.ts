/** `?cursor=…` for the next page of a list, or nothing for the first. */
export const pageQuery = (cursor?: string | null): string => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
