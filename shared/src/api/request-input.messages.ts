/**
 * Limits and texts of the answers to request input the API cannot take (issue
 * 'Hardening', bad input is a 4xx). The spec shows no wording for them: these
 * texts are chosen, and say what to change.
 */

/** How deeply a JSON body may nest objects and arrays; no request of the API needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export const REQUEST_INPUT_MESSAGES = {
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  unsupportedEncoding: 'Request body has an unsupported encoding',
  malformed: 'Request body could not be read',
  badCompression: 'Request body is not valid compressed data for its Content-Encoding',
  tooDeep: `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`,
  nulCharacter: 'Request contains a NUL character (U+0000), which no field accepts',
  /** A value Postgres could not read as the column's type: a non-uuid id, a malformed number. */
  wrongForm: 'A value in the request does not have the form its field needs (an id, a number or a date)',
  dateOutOfRange: 'A date in the request is outside the range OAK can store',
  numberOutOfRange: 'A number in the request is outside the range OAK can store',
  textNotStorable: 'A text in the request holds characters OAK cannot store',
  textTooLong: 'A text in the request is longer than its field allows',
} as const;
