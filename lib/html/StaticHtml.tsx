import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { renderStaticMarkup } from './static-markup';

type Tag = 'div' | 'section' | 'footer' | 'nav';

type Props<T extends Tag> = Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'> & {
  as: T;
  /** Elements that need no script: written out as HTML on the server (lib/html/static-markup). */
  children: ReactNode;
};

/**
 * An element whose content is written out as HTML on the server and inserted whole: the page
 * hydrates this one element, not what is inside. For large parts that need no script (the
 * footer, the price list): their links are plain page links, routed by the layout's one
 * listener (features/page-links), and events inside still reach handlers on this element.
 */
export function StaticHtml<T extends Tag>({ as, children, ...rest }: Props<T>) {
  const Element = as as Tag;
  return <Element {...(rest as ComponentPropsWithoutRef<Tag>)} dangerouslySetInnerHTML={{ __html: renderStaticMarkup(children) }} />;
}
