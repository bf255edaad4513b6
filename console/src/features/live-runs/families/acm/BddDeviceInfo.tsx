import { Box, Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  BDD_DEVICE_CARDS_PER_PAGE,
  BDD_VIEW_TEXTS,
  JOB_DUT_TAG,
  bddDeviceCardFields,
  bddDeviceCardPage,
  bddDeviceCards,
  bddPageCount,
  parseJobMapping,
} from '@oak/shared';
import { useId, useMemo, useState } from 'react';
import { Pager } from '../../../../components/pager/Pager';

/**
 * The Device Info tab of a BDD style (ACM/AQTUDTV2) run (doc 1 §2.14): a
 * card per device of the job's mapping, DUT first, 6 per page, grouped by
 * device tag, each with its Customer Id, Device Serial No, Amazon Id and
 * Device Name.
 */
export function BddDeviceInfo({ mapping }: { mapping: string }) {
  const baseId = useId();
  const cards = useMemo(() => {
    const parsed = parseJobMapping(mapping);
    return parsed.ok ? bddDeviceCards(parsed.value.deviceMapping, JOB_DUT_TAG) : [];
  }, [mapping]);
  const [chosenPage, setPage] = useState(1);
  const pageCount = bddPageCount(cards.length, BDD_DEVICE_CARDS_PER_PAGE);
  const page = Math.min(chosenPage, pageCount);

  if (!cards.length) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {BDD_VIEW_TEXTS.noDevices}
      </Text>
    );
  }
  return (
    <Stack gap="4" role="region" aria-label={BDD_VIEW_TEXTS.devicesTitle}>
      {bddDeviceCardPage(cards, page, BDD_DEVICE_CARDS_PER_PAGE).map((group, groupIndex) => {
        const headingId = `${baseId}-${groupIndex}`;
        return (
          <Box as="section" key={`${group.tag}-${groupIndex}`} aria-labelledby={headingId}>
            <Heading as="h4" size="sm" mb="2" id={headingId}>
              {group.tag}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
              {group.cards.map((card, index) => (
                <Card.Root
                  key={`${card.dsn ?? ''}-${index}`}
                  role="group"
                  aria-label={card.deviceName || card.dsn || card.tag}
                  size="sm"
                  variant="subtle"
                >
                  <Card.Body>
                    <DataList.Root orientation="horizontal" size="sm">
                      {bddDeviceCardFields(card).map((field) => (
                        <DataList.Item key={field.key}>
                          <DataList.ItemLabel minW="32">{field.label}</DataList.ItemLabel>
                          <DataList.ItemValue wordBreak="break-word">{field.value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
      <Pager count={cards.length} pageSize={BDD_DEVICE_CARDS_PER_PAGE} page={page} onPageChange={setPage} />
    </Stack>
  );
}
