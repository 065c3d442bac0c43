// Reads a table of the site's database for a command-line script (`npm run callbacks`, `npm
// run sms`), without changing anything: PostgreSQL when DATABASE_URL is set, as the server
// does, else the SQLite file in DATA_DIR (default ./data), opened read-only so the server
// may keep running.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const int8Oid = 20;

/**
 * The rows `query` selects from `table`, or null when there is no database or no such table
 * yet; `where` names the database for messages (never the address, which may hold a password).
 * @param {string} table
 * @param {string} query
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ where: string, rows: Record<string, any>[] | null }>}
 */
export async function readSiteTable(table, query, env = process.env) {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5000,
      // Instants are int8: as numbers, as the site reads them.
      types: { getTypeParser: (oid, format) => (oid === int8Oid ? Number : pg.types.getTypeParser(oid, format)) },
    });
    await client.connect();
    try {
      const found = await client.query('select to_regclass($1) is not null as present', [table]);
      return {
        where: 'the PostgreSQL database (DATABASE_URL)',
        rows: found.rows[0].present ? (await client.query(query)).rows : null,
      };
    } finally {
      await client.end();
    }
  }
  const file = path.resolve(env.DATA_DIR?.trim() || './data', 'site.sqlite');
  if (!existsSync(file)) return { where: file, rows: null };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const present = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
    return { where: file, rows: present ? db.prepare(query).all() : null };
  } finally {
    db.close();
  }
}
