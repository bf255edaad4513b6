import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { LAB_CONTROLS, LABS_SCREEN, type LabControl } from '@oak/shared';
import { ChevronDownIcon } from './ChevronDownIcon';

/** Lab Controls: Ping All Pis, Stop Audio, Update Software, run on the lab's Pis (doc 2 §2, §4). */
export function LabControlsMenu({
  running,
  disabled,
  onRun,
}: {
  running: boolean;
  disabled: boolean;
  onRun: (control: LabControl) => void;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        const control = LAB_CONTROLS.find((item) => item.id === value);
        if (control) onRun(control.id);
      }}
    >
      <Menu.Trigger asChild>
        {/* While a control runs the menu waits; its name stays, the caret turns into a spinner. */}
        <Button size="sm" variant="outline" disabled={disabled || running} aria-busy={running}>
          {LABS_SCREEN.buttons.labControls}
          {running ? <Spinner size="xs" /> : <ChevronDownIcon />}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {LAB_CONTROLS.map((control) => (
              <Menu.Item key={control.id} value={control.id}>
                {control.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
