/** What the browser says of the visitor's connection (the Network Information API, where it exists). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

type WithConnection = { connection?: ConnectionHints & Partial<EventTarget> };

const currentConnection = (): (ConnectionHints & Partial<EventTarget>) | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & WithConnection).connection;

/**
 * Whether to fetch ahead what the visitor has not asked for yet (pages a link points to, the
 * code of a panel under the pointer). Not on a 2G connection, where it competes with what
 * they did ask for, and not when they turned data saver on. Where the browser does not say,
 * it does.
 */
export function shouldPrefetch(connection: ConnectionHints | undefined = currentConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Calls back when the connection's hints change (a visitor turning data saver on, a train leaving a station). */
export function onConnectionChange(callback: () => void): () => void {
  const connection = currentConnection();
  if (!connection?.addEventListener || !connection.removeEventListener) return () => {};
  connection.addEventListener('change', callback);
  return () => connection.removeEventListener?.('change', callback);
}
