/**
 * The visitor's booking session as the page knows it: signed in or not, who, and their
 * favourites. One copy per page, shared by the header's account control, the hearts and
 * the panels, so they never disagree. Pages are static, so this is learnt in the browser
 * from `/api/auth/me`; a flag in localStorage (no secret: the session itself lives in
 * httpOnly cookies) spares visitors who never signed in that request on every page.
 * A plain store rather than react-query: it runs on every page and must stay light.
 */
import { create } from 'zustand';

export type SessionClient = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string;
  email: string | null;
};
export type Favourites = { services: string[]; employees: string[] };
export type FavouriteKind = keyof Favourites;
export type SessionStatus = 'unknown' | 'checking' | 'signed-out' | 'signed-in';

export const signedInHintKey = 'backstage-signed-in';

type SessionState = {
  status: SessionStatus;
  client: SessionClient | null;
  favourites: Favourites | null;
  /** Asks the server once per page (when the hint says there may be a session, or when forced). */
  check: (force?: boolean) => Promise<void>;
  signedIn: (client: SessionClient) => Promise<void>;
  signOut: () => Promise<void>;
  /** Toggles each id on the list (an item in it leaves, any other joins). */
  toggleFavourites: (kind: FavouriteKind, ids: string[]) => Promise<void>;
};

function setHint(on: boolean) {
  try {
    if (on) localStorage.setItem(signedInHintKey, '1');
    else localStorage.removeItem(signedInHintKey);
  } catch {
    // Without storage the session is still checked when a panel opens.
  }
}

function readHint(): boolean {
  try {
    return localStorage.getItem(signedInHintKey) === '1';
  } catch {
    return false;
  }
}

async function loadFavourites(): Promise<Favourites | null> {
  const response = await fetch('/api/favourites', { cache: 'no-store' });
  return response.ok ? ((await response.json()) as Favourites) : null;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  status: 'unknown',
  client: null,
  favourites: null,

  async check(force = false) {
    const { status } = get();
    if (status === 'checking' || (!force && status !== 'unknown')) return;
    if (!force && !readHint()) {
      set({ status: 'signed-out' });
      return;
    }
    set({ status: 'checking' });
    try {
      const response = await fetch('/api/auth/me', { cache: 'no-store' });
      if (!response.ok) throw new Error(`me answered ${response.status}`);
      const { client } = (await response.json()) as { client: SessionClient | null };
      if (!client) {
        setHint(false);
        set({ status: 'signed-out', client: null, favourites: null });
        return;
      }
      setHint(true);
      set({ status: 'signed-in', client, favourites: await loadFavourites() });
    } catch {
      // The booking system may be down: the visitor can still try again from a panel.
      set({ status: 'unknown' });
    }
  },

  async signedIn(client) {
    setHint(true);
    set({ status: 'signed-in', client, favourites: null });
    set({ favourites: await loadFavourites() });
  },

  async signOut() {
    await fetch('/api/auth/sign-out', { method: 'POST' });
    setHint(false);
    set({ status: 'signed-out', client: null, favourites: null });
  },

  async toggleFavourites(kind, ids) {
    const response = await fetch('/api/favourites', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind, ids }),
    });
    if (response.status === 401) {
      setHint(false);
      set({ status: 'signed-out', client: null, favourites: null });
      return;
    }
    if (!response.ok) throw new Error(`favourites answered ${response.status}`);
    set({ favourites: (await response.json()) as Favourites });
  },
}));
