// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { PageLink } from '@/lib/i18n/PageLink';

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

const { PageLinkNavigator } = await import('./PageLinkNavigator');

/** Whether the navigator took each click over, read after it; the browser's own handling (a
 * document's navigation, which jsdom cannot do) is then stopped. */
let taken: boolean[] = [];
const afterNavigator = (event: MouseEvent) => {
  taken.push(event.defaultPrevented);
  event.preventDefault();
};

function page(children: React.ReactNode) {
  const view = render(
    <>
      <PageLinkNavigator />
      {children}
    </>,
  );
  window.addEventListener('click', afterNavigator);
  return view;
}

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void element.dispatchEvent(event));
  return { defaultPrevented: taken.at(-1) };
}

afterEach(() => {
  window.removeEventListener('click', afterNavigator);
  taken = [];
  push.mockReset();
  prefetch.mockReset();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('PageLinkNavigator', () => {
  it('changes page through the client router on a plain click on a page link, or on words inside it', () => {
    const { getByText } = page(
      <>
        <PageLink href="/price/?tab=male">Price list</PageLink>
        <PageLink href="/ua/about/">
          <span>Про нас</span>
        </PageLink>
      </>,
    );
    expect(click(getByText('Price list')).defaultPrevented).toBe(true);
    click(getByText('Про нас'));
    expect(push.mock.calls).toEqual([['/price/?tab=male'], ['/ua/about/']]);
  });

  it('leaves to the browser a new tab, another button, a download, another site and a jump within the page', () => {
    const { getByText } = page(
      <>
        <PageLink href="/about/">About</PageLink>
        <PageLink href="/about/" target="_blank">
          New tab
        </PageLink>
        <PageLink href="/about/" download>
          Download
        </PageLink>
        <PageLink href="https://academy.example/">Academy</PageLink>
        <PageLink href="#main">Skip</PageLink>
      </>,
    );
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click(getByText('About'), init).defaultPrevented).toBe(false);
    for (const name of ['New tab', 'Download', 'Academy', 'Skip']) expect(click(getByText(name)).defaultPrevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves alone a click already handled on the way, and links that are not page links', () => {
    const { getByText } = page(
      <>
        <PageLink href="/about/" onClick={(event) => event.preventDefault()}>
          Handled
        </PageLink>
        {/* Next's link draws an anchor without the page-link mark. */}
        <a href={'/about/'.toString()}>Next link</a>
      </>,
    );
    click(getByText('Handled'));
    click(getByText('Next link'));
    expect(push).not.toHaveBeenCalled();
  });

  it('lets a menu close itself on the click and still changes page', () => {
    const closed = vi.fn();
    const { getByText } = page(
      <PageLink href="/contacts/" onClick={closed}>
        Contacts
      </PageLink>,
    );
    click(getByText('Contacts'));
    expect(closed).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('/contacts/');
  });

  it('fetches a page ahead once when a pointer or focus comes to its link, without its hash', () => {
    const { getByText } = page(
      <>
        <PageLink href="/salons/chelsea/#hours">
          <span>Chelsea</span>
        </PageLink>
        <PageLink href="/blog/">Blog</PageLink>
        <PageLink href="https://academy.example/">Academy</PageLink>
      </>,
    );
    act(() => {
      getByText('Chelsea').dispatchEvent(new Event('pointerover', { bubbles: true }));
      getByText('Chelsea').closest('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      getByText('Blog').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      getByText('Academy').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(prefetch.mock.calls).toEqual([['/salons/chelsea/'], ['/blog/']]);
  });

  it('fetches nothing ahead on a 2G line or with data saver', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { getByText } = page(<PageLink href="/blog/">Blog</PageLink>);
    act(() => void getByText('Blog').dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it leaves the page', () => {
    const { getByText, unmount } = page(<PageLink href="/blog/">Blog</PageLink>);
    const link = getByText('Blog');
    unmount();
    document.body.append(link);
    click(link);
    expect(push).not.toHaveBeenCalled();
  });
});
