/** The feed could not be read: a status of 500 or above, no answer, a time-out, or a body that is not the JSON expected. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The feed answered with a status below 500 that is not a success; 404 means "not found". */
export class ContentHttpError extends Error {
  override name = 'ContentHttpError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  get isNotFound() {
    return this.status === 404;
  }
}

export function isContentUnavailable(error: unknown): error is ContentUnavailableError {
  return error instanceof ContentUnavailableError;
}
