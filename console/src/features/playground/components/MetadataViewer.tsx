import { Code, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  type AlexaMetadata,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_METADATA_TYPES,
  type PlaygroundMetadataType,
} from '@oak/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export type MetadataLoader = (contentType: PlaygroundMetadataType) => Promise<AlexaMetadata | null>;

/**
 * The metadata viewer (doc 2 §2, §7, §9): for the picked utterance, one of the
 * metadata types; INTENT shows as text, every other type as formatted JSON.
 */
export function MetadataViewer({
  utteranceKey,
  load,
}: {
  utteranceKey: string | null;
  load: MetadataLoader;
}) {
  const [contentType, setContentType] = useState<PlaygroundMetadataType>('INTENT');
  const metadata = useQuery({
    queryKey: ['playground-metadata', utteranceKey, contentType],
    queryFn: () => load(contentType),
    enabled: utteranceKey !== null,
    retry: false,
  });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" aria-label={PLAYGROUND_LABELS.panels.metadata}>
      <Text fontWeight="semibold">{PLAYGROUND_LABELS.panels.metadata}</Text>
      {utteranceKey === null ? (
        <Text color="fg.muted">{PLAYGROUND_LABELS.metadata.pickUtterance}</Text>
      ) : (
        <>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={PLAYGROUND_LABELS.metadata.type}
              value={contentType}
              onChange={(event) => setContentType(event.target.value as PlaygroundMetadataType)}
            >
              {PLAYGROUND_METADATA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {metadata.isPending && <Spinner size="sm" />}
          {metadata.isError && <Text color="fg.error">{PLAYGROUND_MESSAGES.cannotGetData}</Text>}
          {metadata.isSuccess && metadata.data === null && (
            <Text color="fg.muted">{PLAYGROUND_LABELS.metadata.unavailable}</Text>
          )}
          {metadata.data && (
            <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" fontSize="xs" data-testid="metadata">
              {metadata.data.format === 'text'
                ? metadata.data.text
                : JSON.stringify(metadata.data.value, null, 2)}
            </Code>
          )}
        </>
      )}
    </Stack>
  );
}
