// Types of scripts/public-pages.mjs.

/** Home, the four catalogue lists and consultancy: paths on the web app. */
export const PUBLIC_LIST_PAGES: string[];
