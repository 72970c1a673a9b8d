/**
 * The site's few drawn icons live in one SVG sprite (assets/icons.svg), drawn with <use>: path data
 * is nearly incompressible, and as a file it stays out of every page's JavaScript (and so out of the
 * first load), is fetched once with a hashed, immutable name and cached across visits. Never inlined
 * as a data: URL, which <use> refuses.
 */
import sprite from '../assets/icons.svg?no-inline';

export const iconHref = (id: string) => `${sprite}#${id}`;
