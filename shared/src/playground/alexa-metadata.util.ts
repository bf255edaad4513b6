import { type Result, err, ok } from '../common';
import { decodeBase64ToText } from './base64.util';
import {
  PLAYGROUND_PLAIN_TEXT_METADATA_TYPES,
  type PlaygroundMetadataType,
} from './playground-metadata.constant';

/** A decoded metadata payload: INTENT is plain text, every other type JSON (doc 2 §7). */
export type AlexaMetadata =
  { readonly format: 'text'; readonly text: string } | { readonly format: 'json'; readonly value: unknown };

/** Decodes data.ColdplayByteData.payload of an alexametadata answer for the metadata viewer. */
export function decodeAlexaMetadata(
  contentType: PlaygroundMetadataType,
  payload: string,
): Result<AlexaMetadata> {
  const text = decodeBase64ToText(payload);
  if (!text.ok) return text;
  if (PLAYGROUND_PLAIN_TEXT_METADATA_TYPES.includes(contentType))
    return ok({ format: 'text', text: text.value });
  try {
    return ok({ format: 'json', value: JSON.parse(text.value) as unknown });
  } catch {
    return err(`${contentType} metadata is not valid JSON`);
  }
}
