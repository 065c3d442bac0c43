/**
 * A query string as the object a schema reads: each name with its first value, as
 * `URLSearchParams.get` gives it (a repeated name's later values are ignored).
 */
export function queryFields(query: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of query) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}
