import { AppError } from '../contract/errors';

/** Parses an absolute http(s) URL; 400 invalid_request naming `field` otherwise. */
export function parseHttpUrl(raw: string, field = 'url'): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('invalid_request', `"${field}" is not a valid absolute URL: "${raw}"`, { details: { field } });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid_request', `"${field}" must be http or https, got "${url.protocol}"`, { details: { field } });
  }
  return url;
}
