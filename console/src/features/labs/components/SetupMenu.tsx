import { Button, Menu, Portal } from '@chakra-ui/react';
import { LABS_SCREEN, SETUP_MENU_ITEMS, type SetupDistro } from '@oak/shared';
import { ChevronDownIcon } from './ChevronDownIcon';

/** Setup: Raspbian, Ubuntu or Others, each opening the setup command dialog (doc 2 §2). */
export function SetupMenu({ onChoose }: { onChoose: (distro: SetupDistro) => void }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      onSelect={({ value }) => {
        const item = SETUP_MENU_ITEMS.find((entry) => entry.distro === value);
        if (item) onChoose(item.distro);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {LABS_SCREEN.buttons.setup}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            {SETUP_MENU_ITEMS.map((item) => (
              <Menu.Item key={item.distro} value={item.distro}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
