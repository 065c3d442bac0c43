/**
 * A real WordPress for the suite, from Debian's packages: MariaDB on a socket only (no TCP)
 * and PHP's built-in server on loopback, both in a temporary folder of their own. Debian's
 * WordPress lives read-only in /usr/share/wordpress and picks its configuration in /etc; to
 * stay out of both, the suite serves a private root of symbolic links to it with its own
 * wp-config.php and wp-content (holding a copy of the plugin).
 */
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import path from 'node:path';
import { run, startProcess, waitFor, type Started } from './processes';
import { runPhpScript } from './run-php';
import { ensureTestPackages } from '../../scripts/test-prerequisites.mjs';

const repo = path.resolve(__dirname, '../..');
const phpDir = path.join(__dirname, 'php');
const debianWordPress = '/usr/share/wordpress';

/** Installs the Debian packages when any is missing (as root; otherwise says what to install). */
export async function ensurePackages(): Promise<'present' | 'installed'> {
  const result = ensureTestPackages(['wordpress']);
  if (!result.ok) throw new Error(result.message);
  return result.installed.length ? 'installed' : 'present';
}

export type Database = { socket: string; server: Started };

export async function startMariaDb(dir: string): Promise<Database> {
  const dataDir = path.join(dir, 'mariadb');
  const socket = path.join(dir, 'mysqld.sock');
  const user = userInfo().username;
  await run('mariadb-install-db', [
    '--no-defaults', `--datadir=${dataDir}`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve',
  ]);
  const server = startProcess(
    'MariaDB',
    '/usr/sbin/mariadbd',
    [
      '--no-defaults', `--datadir=${dataDir}`, `--socket=${socket}`, '--skip-networking', `--user=${user}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`, '--skip-log-bin', '--innodb-buffer-pool-size=64M',
      '--innodb-flush-log-at-trx-commit=0', '--innodb-doublewrite=0',
    ],
    { log: path.join(dir, 'mariadb.log') },
  );
  const client = (sql: string) => run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', sql]);
  await waitFor('MariaDB to accept connections', async () => (await client('SELECT 1'), true), server, 30_000);
  await client('CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  return { socket, server };
}

export type WordPressSite = { root: string; url: string; port: number };

/** The private WordPress root: links to Debian's files, our wp-config.php and wp-content. */
export function prepareWordPressRoot(dir: string, database: Database, port: number): WordPressSite {
  const root = path.join(dir, 'wordpress');
  const content = path.join(root, 'wp-content');
  mkdirSync(path.join(content, 'plugins'), { recursive: true });
  mkdirSync(path.join(content, 'uploads'), { recursive: true });
  for (const entry of readdirSync(debianWordPress)) {
    if (entry === 'wp-config.php' || entry === 'wp-content' || entry.startsWith('.')) continue;
    symlinkSync(path.join(debianWordPress, entry), path.join(root, entry));
  }
  cpSync(path.join(repo, 'wordpress/backstage-headless'), path.join(content, 'plugins/backstage-headless'), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const salt = () => randomBytes(24).toString('hex');
  const constants: Record<string, string | boolean> = {
    DB_NAME: 'wordpress',
    DB_USER: 'root',
    DB_PASSWORD: '',
    DB_HOST: `localhost:${database.socket}`,
    DB_CHARSET: 'utf8mb4',
    WP_HOME: url,
    WP_SITEURL: url,
    WP_CONTENT_DIR: content,
    WP_CONTENT_URL: `${url}/wp-content`,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    WP_HTTP_BLOCK_EXTERNAL: true,
    WP_ACCESSIBLE_HOSTS: '127.0.0.1,localhost',
    AUTH_KEY: salt(),
    SECURE_AUTH_KEY: salt(),
    LOGGED_IN_KEY: salt(),
    NONCE_KEY: salt(),
  };
  const defines = Object.entries(constants).map(([name, value]) => `define(${JSON.stringify(name)}, ${JSON.stringify(value)});`);
  writeFileSync(
    path.join(root, 'wp-config.php'),
    `<?php\n${defines.join('\n')}\n$table_prefix = 'wp_';\nif (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');\nrequire_once ABSPATH . 'wp-settings.php';\n`,
  );
  return { root, url, port };
}

/** Installs WordPress, sets `/%postname%/` permalinks, activates the plugin and points it at the site. */
export async function installWordPress(site: WordPressSite, siteUrl: string, secret: string): Promise<void> {
  await runPhpScript({ wordpressRoot: site.root }, 'install.php', [siteUrl, secret]);
}

/** The plugin's own importer, the way a salon would run it. */
export async function importContent(site: WordPressSite): Promise<string> {
  return run('php', [path.join(repo, 'wordpress/import.php'), `--wordpress=${site.root}`, '--host=127.0.0.1', path.join(repo, 'content')]);
}

export async function startWordPressServer(site: WordPressSite, dir: string): Promise<Started> {
  const server = startProcess('WordPress', 'php', ['-S', `127.0.0.1:${site.port}`, '-t', site.root, path.join(phpDir, 'router.php')], {
    env: { BACKSTAGE_WP_ROOT: site.root, PHP_CLI_SERVER_WORKERS: '4' },
    log: path.join(dir, 'wordpress.log'),
  });
  await waitFor('WordPress to answer', async () => (await fetch(`${site.url}/wp-json/wp/v2/services?per_page=1`)).ok, server, 30_000);
  return server;
}
