import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import {
  LOCALE_NAMES,
  type Marketplace,
  SYNC_LOCALE_BULK_CHOICES,
  applySyncLocaleChoice,
  syncLocaleChoices,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';

const BULK_CHOICES: readonly string[] = Object.values(SYNC_LOCALE_BULK_CHOICES).map((choice) => choice.value);
const localeName = (locale: string) => (LOCALE_NAMES as Readonly<Record<string, string>>)[locale];

/**
 * The locales of the chosen scenario types (doc 1 §3): Select All and Deselect
 * All, then each locale to toggle.
 */
export function SyncLocalePicker({
  offered,
  selected,
  onChange,
}: {
  offered: readonly Marketplace[];
  selected: readonly Marketplace[];
  onChange: (selected: Marketplace[]) => void;
}) {
  if (offered.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="l2" p="3">
        {RESOURCE_SYNC_TEXTS.newSync.noScenarioType}
      </Text>
    );
  }
  const choices = syncLocaleChoices(offered);
  const choose = (value: string) => onChange(applySyncLocaleChoice(value, offered, selected));
  return (
    <Stack gap="2">
      <HStack gap="2">
        {choices
          .filter((choice) => BULK_CHOICES.includes(choice.value))
          .map((choice) => (
            <Button key={choice.value} size="2xs" variant="outline" onClick={() => choose(choice.value)}>
              {choice.label}
            </Button>
          ))}
      </HStack>
      <Stack gap="0" maxH="60" overflowY="auto" borderWidth="1px" rounded="l2" p="1">
        {choices
          .filter((choice) => !BULK_CHOICES.includes(choice.value))
          .map((choice) => (
            <HStack key={choice.value} gap="2" px="2" py="1" rounded="l1" _hover={{ bg: 'bg.muted' }}>
              <Checkbox.Root
                size="sm"
                colorPalette="brand"
                checked={(selected as readonly string[]).includes(choice.value)}
                onCheckedChange={() => choose(choice.value)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontFamily="mono" fontSize="xs">
                  {choice.label}
                </Checkbox.Label>
              </Checkbox.Root>
              {localeName(choice.value) && (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {localeName(choice.value)}
                </Text>
              )}
            </HStack>
          ))}
      </Stack>
    </Stack>
  );
}
