import { Badge, Checkbox, HStack, List, Stack, Text } from '@chakra-ui/react';
import { type LocationId, type PiPingState, locationLabel, RESOURCE_SYNC_TEXTS } from '@oak/shared';
import { SyncPingBadge } from '../../../components/sync-progress/SyncPingBadge';
import { type LabSyncLocation } from '../utils/sync-selection';

/**
 * The lab's locations to sync to (doc 1 §5), each with every Pi standing
 * there in a row of its own and whether it is online (a sync goes to each,
 * issue 29: five booths at 0.9 m 90 deg); the ones the chosen scenario types
 * play from are marked. The limit of five is checked on submit, with its message.
 */
export function SyncLocationPicker({
  locations,
  selected,
  suggested,
  pingOf,
  onChange,
}: {
  locations: readonly LabSyncLocation[];
  selected: readonly LocationId[];
  suggested: ReadonlySet<LocationId>;
  pingOf: (piId: string) => PiPingState;
  onChange: (selected: LocationId[]) => void;
}) {
  const toggle = (location: LocationId) => {
    const next = new Set<LocationId>(selected);
    if (next.has(location)) next.delete(location);
    else next.add(location);
    onChange(locations.map((item) => item.location).filter((item) => next.has(item)));
  };
  return (
    <Stack gap="0" borderWidth="1px" rounded="l2" p="1">
      {locations.map(({ location, pis }) => (
        <Stack key={location} gap="0.5" px="2" py="1.5" rounded="l1" _hover={{ bg: 'bg.muted' }}>
          <HStack gap="3" justify="space-between">
            <Checkbox.Root
              size="sm"
              colorPalette="brand"
              checked={selected.includes(location)}
              onCheckedChange={() => toggle(location)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm" whiteSpace="nowrap">
                {locationLabel(location)}
              </Checkbox.Label>
            </Checkbox.Root>
            {suggested.has(location) && (
              <Badge size="xs" variant="subtle" colorPalette="blue" flexShrink={0}>
                {RESOURCE_SYNC_TEXTS.newSync.suggested}
              </Badge>
            )}
          </HStack>
          <List.Root ps="6" gap="0.5" listStyleType="none" aria-label={locationLabel(location)}>
            {pis.map((pi) => (
              <List.Item
                key={pi.id}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
              >
                <Text fontSize="xs" color="fg.muted" truncate title={pi.name}>
                  {pi.name}
                </Text>
                <SyncPingBadge ping={pingOf(pi.id)} />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}
