/** The status an error page shows: the error's own status when it carries one, else 500. */
export function errorStatus(error: unknown): number {
  const status = error && typeof error === 'object' && 'status' in error ? Number((error as { status: unknown }).status) : NaN;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
