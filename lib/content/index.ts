export * from './loaders';
export * from './types';
export { ContentHttpError, ContentUnavailableError, isContentUnavailable } from './errors';
