import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { escapeMarkup } from './markup';

/**
 * React elements written out as HTML on the server, for content that needs no script: a
 * server component hands the string to an element's `dangerouslySetInnerHTML`, and React
 * inserts it whole, where the same elements would be hydrated one by one while the page
 * loads (and carried a second time in the page's payload as a tree). What can be written:
 * HTML and SVG elements, text, fragments, lists, and components that are plain functions of
 * their props. What cannot, because it would need the page's scripts, is refused with an
 * error at render (so at build time for a prerendered page): event handlers, hooks, client
 * components, components that wait for data (load it first), refs.
 * Attributes are written as React writes them (double quotes), so that the markup reads the
 * same to anything that reads the page's HTML.
 */
export function renderStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeMarkup(String(node));
  if (Array.isArray(node)) return node.map(renderStaticMarkup).join('');
  if (isValidElement(node)) return renderElement(node as ReactElement<Record<string, unknown>>);
  throw new Error(`cannot be written as static markup: ${Object.prototype.toString.call(node)}`);
}

const clientReference = Symbol.for('react.client.reference');

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** React's names for attributes whose HTML or SVG name differs; any other camel-cased name is refused. */
const attributeNames: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  dateTime: 'datetime',
  tabIndex: 'tabindex',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  itemProp: 'itemprop',
  itemScope: 'itemscope',
  itemType: 'itemtype',
  viewBox: 'viewBox',
  preserveAspectRatio: 'preserveAspectRatio',
  strokeWidth: 'stroke-width',
  strokeLinejoin: 'stroke-linejoin',
  strokeLinecap: 'stroke-linecap',
  strokeDasharray: 'stroke-dasharray',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  stopColor: 'stop-color',
};

/** Props React reads itself and does not write as attributes. */
const notAttributes = new Set(['children', 'key', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'suppressContentEditableWarning']);

function renderElement(element: ReactElement<Record<string, unknown>>): string {
  const { type, props } = element;
  if (type === Fragment) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === 'string') return renderHostElement(type, props);
  if (typeof type === 'function') {
    if ((type as { $$typeof?: symbol }).$$typeof === clientReference) {
      throw new Error('a client component cannot be written as static markup: it needs the page to hydrate it');
    }
    const rendered: unknown = (type as (props: unknown) => unknown)(props);
    if (rendered instanceof Promise) throw new Error(`${type.name || 'a component'} waits for data: load it before writing static markup`);
    return renderStaticMarkup(rendered as ReactNode);
  }
  throw new Error('only HTML and SVG elements, fragments and plain function components can be written as static markup');
}

function renderHostElement(tag: string, props: Record<string, unknown>): string {
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (notAttributes.has(name) || value === undefined || value === null) continue;
    if (name === 'ref' || typeof value === 'function') throw new Error(`<${tag} ${name}> needs a script: it cannot be written as static markup`);
    if (name === 'style') {
      attributes += ` style="${escapeMarkup(styleText(value as Record<string, unknown>))}"`;
      continue;
    }
    const written = attributeName(name);
    const data = written.startsWith('aria-') || written.startsWith('data-');
    if (typeof value === 'boolean' && !data) {
      if (value) attributes += ` ${written}`;
      continue;
    }
    attributes += ` ${written}="${escapeMarkup(String(value))}"`;
  }
  if (voidElements.has(tag)) return `<${tag}${attributes}>`;
  const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  return `<${tag}${attributes}>${inner ? inner.__html : renderStaticMarkup(props.children as ReactNode)}</${tag}>`;
}

function attributeName(name: string): string {
  const mapped = attributeNames[name];
  if (mapped) return mapped;
  if (/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name)) return name;
  throw new Error(`the attribute ${name} has no known name in HTML: add it to the table if React writes it`);
}

/** A style object as CSS text: custom properties as written, others in their CSS names; numbers only for custom properties. */
function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([property, value]) => {
      const custom = property.startsWith('--');
      if (typeof value === 'number' && !custom) throw new Error(`style ${property}: write its unit (${value}px?)`);
      return `${custom ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`;
    })
    .join(';');
}
