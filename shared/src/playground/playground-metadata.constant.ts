/** The metadata types the metadata viewer can ask alexametadata for (doc 2 §9). */
export const PLAYGROUND_METADATA_TYPES = [
  'AFS_ACTIVITY_ITEMS',
  'INTENT',
  'ALEXA_INFO_LLM_TRACE',
  'FLARE_REWRITE_ANNOTATION',
  'RECOGNITION',
  'DIALOG',
  'TTS_GENERATED_RESPONSE',
  'ANNOTATION',
  'DIALOG_REQUEST_ID',
  'CLOUD_SIDE_VERIFICATION',
  'AGENT',
  'EVI_UNDERSTAND',
  'EVI_SUITABILITY',
  'PANDA',
  'EVI_ANSWER',
  'FEDERATE_ANSWERS',
] as const;
export type PlaygroundMetadataType = (typeof PLAYGROUND_METADATA_TYPES)[number];

/** The only metadata type whose payload is plain text; every other one is JSON (doc 2 §7). */
export const PLAYGROUND_PLAIN_TEXT_METADATA_TYPES: readonly PlaygroundMetadataType[] = ['INTENT'];

/** alexametadata's datatype query is always DATA (doc 2 §7). */
export const PLAYGROUND_METADATA_DATA_TYPE = 'DATA';
