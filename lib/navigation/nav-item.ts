/**
 * A menu entry as the header and its menus draw it: plain data a client component can take.
 * `href` is a path of this site without the locale prefix, or, when `external`, another
 * site's address (opened in a new tab). `lang` is set when the label is in another
 * language than the interface (names from the content feed).
 */
export type NavItem = { label: string; href: string; external?: boolean; lang?: string; children: NavItem[] };
