/** For an answer whose address changes with its content (a hash or version in it): kept a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
