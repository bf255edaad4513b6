import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/**
 * A user for screens with many interactions: no pause between events, and no
 * pointer-events check, which reads the computed style of every ancestor on
 * each pointer action and is slow under Chakra's styles. Disabled controls
 * still ignore clicks.
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
