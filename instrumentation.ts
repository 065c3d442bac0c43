import { getConfig } from './lib/config';

/** Runs once when the server starts: a bad environment variable stops it here, by name. */
export function register() {
  getConfig();
}
