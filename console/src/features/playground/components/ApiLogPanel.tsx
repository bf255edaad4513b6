import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { PLAYGROUND_LABELS } from '@oak/shared';
import { type TimedApiMessage } from '../connection/live-stream';

/** The API Logs panel (doc 2 §2, §9): the latest 25 events and directives, each opening to its JSON. */
export function ApiLogPanel({ log }: { log: readonly TimedApiMessage[] }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{PLAYGROUND_LABELS.panels.apiLogs}</Text>
      {log.length === 0 && <Text color="fg.muted">{PLAYGROUND_LABELS.apiLogs.empty}</Text>}
      <Stack as="ol" gap="1" listStyleType="none" aria-label={PLAYGROUND_LABELS.apiLogs.list}>
        {log.map((message, index) => (
          <Box as="li" key={index}>
            <details>
              <summary>{`${message.type} ${message.namespace}.${message.name}`}</summary>
              <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" fontSize="xs">
                {JSON.stringify(
                  {
                    type: message.type,
                    namespace: message.namespace,
                    name: message.name,
                    data: message.data,
                  },
                  null,
                  2,
                )}
              </Code>
            </details>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
