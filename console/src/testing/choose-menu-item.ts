import { screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

let moves = 0;

/**
 * Opens a menu by its button and chooses an item, as a mouse does. The menu
 * acts on the item the pointer highlights, and jsdom reports every pointer at
 * (0, 0), which reads as no movement; so the pointer first moves onto the item
 * at a point of its own, a new one each time.
 */
export async function chooseMenuItem(user: UserEvent, menuButton: string, item: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: menuButton }));
  const menuItem = await screen.findByRole('menuitem', { name: item });
  moves += 1;
  await user.pointer({ target: menuItem, coords: { clientX: moves, clientY: moves } });
  await user.click(menuItem);
}
