import { Icon, type IconProps } from '@chakra-ui/react';

/** A download arrow (the console ships no icon library). */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon aria-hidden focusable={false} {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 4v11" />
        <path d="m7 10 5 5 5-5" />
        <path d="M5 20h14" />
      </svg>
    </Icon>
  );
}
