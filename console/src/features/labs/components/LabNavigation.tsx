import { Badge, Box, Button, Heading, Text } from '@chakra-ui/react';
import { LABS_SCREEN, type Lab, isLabLocked, labLockText } from '@oak/shared';

/**
 * The left navigation 'Labs': the labs by name, each with its lock (doc 2 §2).
 * The column widens to the longest name up to a limit; past it the name ends
 * in an ellipsis and shows whole on hover.
 */
export function LabNavigation({
  labs,
  selectedId,
  onSelect,
}: {
  labs: readonly Lab[];
  selectedId: string;
  onSelect: (labId: string) => void;
}) {
  return (
    <Box
      as="nav"
      aria-label={LABS_SCREEN.navigationTitle}
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      alignSelf="start"
      overflow="hidden"
      minW="16rem"
    >
      <Heading
        as="h2"
        size="xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        px="4"
        py="3"
        borderBottomWidth="1px"
      >
        {LABS_SCREEN.navigationTitle}
      </Heading>
      <Box as="ul" listStyleType="none" p="2" display="flex" flexDirection="column" gap="1">
        {labs.map((lab) => {
          const active = lab.id === selectedId;
          const lockId = `lab-lock-${lab.id}`;
          return (
            <li key={lab.id}>
              <Button
                variant="ghost"
                size="sm"
                w="full"
                justifyContent="space-between"
                gap="3"
                fontWeight={active ? 'semibold' : 'normal'}
                bg={active ? 'brand.subtle' : undefined}
                color={active ? 'brand.fg' : undefined}
                borderLeftWidth="3px"
                borderLeftColor={active ? 'brand.solid' : 'transparent'}
                roundedLeft="none"
                aria-label={lab.name}
                // The whole name on hover anywhere on the row, since a long one is cut short.
                title={lab.name}
                aria-describedby={lockId}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(lab.id)}
              >
                {/* minW 0 lets the name shrink below its length, so it ends in an ellipsis
                    beside its lock instead of running under the panel's edge. */}
                <Text as="span" truncate minW="0" flex="1" textAlign="start">
                  {lab.name}
                </Text>
                <Badge
                  id={lockId}
                  size="sm"
                  variant="subtle"
                  colorPalette={isLabLocked(lab.lock) ? 'orange' : 'green'}
                  flexShrink={0}
                >
                  {labLockText(lab.lock)}
                </Badge>
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
