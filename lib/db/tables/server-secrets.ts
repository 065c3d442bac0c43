export type ServerKeyTables = {
  /** Secrets the server generated for itself (when none is configured), shared by every instance on the database. */
  server_secrets: { name: string; value: string; created_at: number };
};
