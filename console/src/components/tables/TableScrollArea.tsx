import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * A table's scroll box, named and focusable: a table wider or taller than its
 * box scrolls, and a person on a keyboard can scroll it only once the box takes
 * focus (WCAG 2.1.1); a screen reader announces it by the table's name. A group,
 * not a region: the screens' sections are the landmarks, often named as their table.
 */
export function TableScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  return (
    <Table.ScrollArea
      role="group"
      aria-label={label}
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      {...props}
    />
  );
}
