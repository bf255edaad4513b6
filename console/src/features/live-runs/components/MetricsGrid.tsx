import { Box, HStack, SimpleGrid, type SimpleGridProps, Text } from '@chakra-ui/react';
import { type LiveMetricItem } from '@oak/shared';

/**
 * A panel of figures, each with its label, value and (for rates) the rate
 * coloured by its score. A panel whose figures pair up across a row (the
 * functional summary grid) sets its own columns.
 */
export function MetricsGrid({
  items,
  label,
  columns = { base: 2, md: 3, xl: 4 },
}: {
  items: readonly LiveMetricItem[];
  label: string;
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid as="dl" aria-label={label} columns={columns} gap="3">
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderColor="border.muted" rounded="md" px="3" py="2">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {item.label}
          </Text>
          <Box as="dd" m="0">
            <HStack gap="2">
              {item.recording && (
                // The Rec indicator (doc 1 §2.4): the value beside it says 'Rec' to every reader.
                <Box
                  aria-hidden
                  data-testid="recording-indicator"
                  boxSize="2.5"
                  rounded="full"
                  bg="red.solid"
                  animation="pulse"
                />
              )}
              <Text
                fontSize="lg"
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                wordBreak="break-word"
              >
                {item.value}
              </Text>
            </HStack>
            {item.detail?.text && (
              <Text
                fontSize="sm"
                fontVariantNumeric="tabular-nums"
                color={item.detail.score === 1 ? 'green.fg' : item.detail.score === 0 ? 'red.fg' : 'fg.muted'}
              >
                {item.detail.text}
              </Text>
            )}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
