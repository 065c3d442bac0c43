import { beforeEach, describe, expect, it } from 'vitest';
import { headerState, nextScrollPhase, useLayoutStore } from './layout-store';

describe('header state', () => {
  beforeEach(() => useLayoutStore.setState({ openMenu: null, burgerOpen: false, tone: null, scroll: 'top' }));
  const state = () => headerState(useLayoutStore.getState());

  it('starts in the initial state, dark or light once the page has told its tone', () => {
    expect(state()).toBe('initial');
    useLayoutStore.getState().setTone('light');
    expect(state()).toBe('initial-light');
    useLayoutStore.getState().setTone('dark');
    expect(state()).toBe('initial-dark');
  });

  it('follows the scroll, and an open menu wins over it', () => {
    const store = useLayoutStore.getState();
    store.setScroll('down');
    expect(state()).toBe('scroll-down');
    store.setScroll('up');
    expect(state()).toBe('scroll-up');
    store.toggleMenu('salons');
    expect(state()).toBe('opened');
    store.setBurgerOpen(true);
    expect(state()).toBe('mobile-opened');
    expect(useLayoutStore.getState().openMenu).toBeNull();
    store.closeMenus();
    expect(state()).toBe('scroll-up');
  });

  it('opens one dropdown at a time and toggles it', () => {
    const store = useLayoutStore.getState();
    store.toggleMenu('salons');
    store.toggleMenu('about');
    expect(useLayoutStore.getState().openMenu).toBe('about');
    store.toggleMenu('about');
    expect(useLayoutStore.getState().openMenu).toBeNull();
  });
});

describe('nextScrollPhase', () => {
  it('is at the top below 15 px, whatever the direction', () => {
    expect(nextScrollPhase('down', 100, 14)).toBe('top');
    expect(nextScrollPhase('top', 0, 14)).toBe('top');
  });
  it('tells the direction from the last position, ignoring tiny moves', () => {
    expect(nextScrollPhase('top', 0, 40)).toBe('down');
    expect(nextScrollPhase('down', 400, 300)).toBe('up');
    expect(nextScrollPhase('down', 300, 302)).toBe('down');
    expect(nextScrollPhase('top', 13, 15)).toBe('up');
  });
});
