import { Alert, CloseButton } from '@chakra-ui/react';
import { COMMON_UI_TEXTS } from '@oak/shared';
import { type ComponentProps, type ReactNode } from 'react';

type AlertRootProps = Omit<ComponentProps<typeof Alert.Root>, 'status' | 'title'>;

/**
 * An alert the user closes: an error is announced as an alert, anything else
 * as a status; the close button reads 'Dismiss'.
 */
export function DismissibleAlert({
  status,
  title,
  children,
  onDismiss,
  ...rootProps
}: AlertRootProps & {
  readonly status: 'success' | 'error' | 'warning' | 'info';
  readonly title: ReactNode;
  /** More below the title. */
  readonly children?: ReactNode;
  readonly onDismiss: () => void;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} {...rootProps}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label={COMMON_UI_TEXTS.dismiss} onClick={onDismiss} />
    </Alert.Root>
  );
}
