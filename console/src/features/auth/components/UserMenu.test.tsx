import { screen } from '@testing-library/react';
import { USER_MENU_LABELS } from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { textContrast } from '../../../testing/css-cascade';
import { environmentConfigStub, mockApi, storeSession, testSession } from '../../../testing/mock-api';

/** WCAG AA for normal text. */
const READABLE = 4.5;

describe('the user menu', () => {
  const session = testSession();

  beforeEach(() => {
    storeSession(session);
    mockApi({ 'GET /api/auth/session': { body: session } });
  });

  afterEach(() => document.documentElement.classList.remove('dark'));

  it.each(['light', 'dark'])(
    'keeps the e-mail readable in the header, closed and open, in %s mode',
    async (mode) => {
      if (mode === 'dark') document.documentElement.classList.add('dark');
      const user = setupUser();
      renderWithProviders('/labs');
      const trigger = await screen.findByRole('button', { name: 'User menu' });
      expect(trigger).toHaveTextContent(session.username);
      expect(textContrast(trigger)).toBeGreaterThanOrEqual(READABLE);
      await user.click(trigger);
      // The pointer goes on to the menu, leaving the trigger open but no longer hovered.
      await user.hover(await screen.findByRole('menuitem', { name: USER_MENU_LABELS.signOut }));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(textContrast(trigger)).toBeGreaterThanOrEqual(READABLE);
    },
  );

  it.each([
    ['the API documentation OAK serves (the default)', environmentConfigStub],
    [
      'the documentation /config.json names',
      { ...environmentConfigStub, docsUrl: 'https://docs.example.com/oak' },
    ],
  ])('opens %s from Support > Documentation, in a new tab', async (_, config) => {
    mockApi({ 'GET /api/auth/session': { body: session } }, config);
    const user = setupUser();
    renderWithProviders('/labs');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: USER_MENU_LABELS.support }));
    const link = await screen.findByRole('menuitem', { name: USER_MENU_LABELS.documentation });
    expect(link).toHaveAttribute('href', config.docsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });
});
