import { Button, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  type CustomScenario,
  TEST_LIBRARY_LABELS,
  validationSummaryLines,
  TEST_LIBRARY_TEXTS,
} from '@oak/shared';
import { useValidationSummary } from '../api/custom-scenarios-api';

/** The summary's lines, or 'Validation details not available' when there is none or it cannot load. */
function SummaryLines({ url }: { url: string | undefined }) {
  const summary = useValidationSummary(url);
  if (url && summary.status === 'pending') {
    return (
      <Spinner role="status" size="sm" color="brand.solid" aria-label={TEST_LIBRARY_TEXTS.loadingSummary} />
    );
  }
  const lines = validationSummaryLines(summary.status === 'success' ? summary.data : undefined);
  return (
    <Stack gap="1">
      {lines.map((line, index) => (
        <Text key={index} fontSize="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** A row's Summary (doc 2 §2): its validation summary, loaded when the popover opens. */
export function ValidationSummaryPopover({ test }: { test: CustomScenario }) {
  const name = TEST_LIBRARY_TEXTS.rowAction(TEST_LIBRARY_LABELS.columns.summary, test.name);
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'left' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={name}>
          {TEST_LIBRARY_LABELS.columns.summary}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="medium" mb="2">
                {name}
              </Popover.Title>
              <SummaryLines url={test.validationResultGetUrl} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
