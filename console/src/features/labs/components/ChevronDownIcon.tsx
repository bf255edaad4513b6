import { Icon, type IconProps } from '@chakra-ui/react';

/** The caret of a dropdown button (the console ships no icon library). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon aria-hidden focusable={false} {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Icon>
  );
}
