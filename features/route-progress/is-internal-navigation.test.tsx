// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isInternalNavigation } from './is-internal-navigation';

const here = new URL('http://localhost/price/?tab=all');

function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return isInternalNavigation(event, here);
}

describe('isInternalNavigation', () => {
  it('is a plain click on a link to another page here, also on an element inside the link', () => {
    expect(click('<a href="/about/">About</a>')).toBe(true);
    expect(click('<a href="/price/?tab=male"><span data-target>Men</span></a>')).toBe(true);
  });
  it('is not a click that opens elsewhere or stays on the page', () => {
    expect(click('<a href="https://book.example/">Book</a>')).toBe(false);
    expect(click('<a href="/about/" target="_blank">About</a>')).toBe(false);
    expect(click('<a href="/about/" download>About</a>')).toBe(false);
    expect(click('<a href="/price/?tab=all#women">Women</a>')).toBe(false);
    expect(click('<button>Open</button>')).toBe(false);
  });
  it('is not a click with a modifier key or another button', () => {
    expect(click('<a href="/about/">About</a>', { metaKey: true })).toBe(false);
    expect(click('<a href="/about/">About</a>', { ctrlKey: true })).toBe(false);
    expect(click('<a href="/about/">About</a>', { button: 1 })).toBe(false);
  });
});
