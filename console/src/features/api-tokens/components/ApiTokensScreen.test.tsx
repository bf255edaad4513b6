import { screen, within } from '@testing-library/react';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER,
  API_TOKENS_TEXTS,
  type ApiToken,
  ROUTES,
  type CreateApiTokenRequest,
} from '@oak/shared';
import { chooseMenuItem } from '../../../testing/choose-menu-item';
import { mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';

const T = API_TOKENS_TEXTS;
const SECRET = `oak_${'s'.repeat(43)}`;

const nightly: ApiToken = {
  id: 'tok-1',
  name: 'Nightly CI',
  scopes: ['read'],
  createdAt: '2026-12-01T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2026-12-31T09:00:00.000Z',
};

/** The controller's token routes over a list of tokens that creating and revoking change. */
function tokenRoutes(tokens: ApiToken[], refuseCreate?: string) {
  return {
    'GET /api/auth/session': { body: testSession() },
    'GET /api/tokens': () => ({ body: [...tokens] }),
    'POST /api/tokens': ({ body }: { body: unknown }) => {
      if (refuseCreate) return { status: 409, body: { statusCode: 409, message: refuseCreate } };
      const request = body as CreateApiTokenRequest;
      const token: ApiToken = {
        id: 'tok-new',
        name: request.name,
        scopes: request.scope === 'run' ? ['read', 'run'] : ['read'],
        createdAt: '2026-12-07T10:00:00.000Z',
        lastUsedAt: null,
        expiresAt: null,
      };
      tokens.unshift(token);
      return { status: 201, body: { token, secret: SECRET } };
    },
    'DELETE /api/tokens/tok-1': () => {
      tokens.splice(
        tokens.findIndex((token) => token.id === 'tok-1'),
        1,
      );
      return { status: 204 };
    },
  };
}

describe('the API tokens page', () => {
  beforeEach(() => storeSession(testSession()));

  it('opens from the user menu and lists the tokens with their scopes and last use', async () => {
    mockApi(
      tokenRoutes([
        nightly,
        {
          ...nightly,
          id: 'tok-2',
          name: 'Deploy',
          scopes: ['read', 'run'],
          lastUsedAt: '2026-12-06T08:00:00.000Z',
        },
      ]),
    );
    const user = setupUser();
    const { router } = renderWithProviders('/labs');
    await chooseMenuItem(user, 'User menu', T.menuItem);
    expect(router.state.location.pathname).toBe(ROUTES.apiTokens);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Nightly CI',
      'Deploy',
    ]);
    expect(within(rows[0]!).getByText(T.neverUsed)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('run')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(T.neverUsed)).not.toBeInTheDocument();
  });

  it('creates a run token, shows its secret once, and lists it without the secret', async () => {
    const fetchMock = mockApi(tokenRoutes([]));
    const user = setupUser();
    renderWithProviders(ROUTES.apiTokens);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    const create = screen.getByRole('button', { name: T.create });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: T.name }), '  GitHub Actions ');
    await user.selectOptions(screen.getByRole('combobox', { name: T.scope }), 'run');
    await user.selectOptions(screen.getByRole('combobox', { name: T.lifetime }), T.noExpiry);
    await user.click(create);

    expect(await screen.findByRole('textbox', { name: T.createdTitle })).toHaveValue(SECRET);
    expect(screen.getByText(T.shownOnce)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/tokens').map((request) => request.body)).toEqual([
      { name: 'GitHub Actions', scope: 'run', expiresInDays: null },
    ]);
    const row = await screen.findByRole('row', { name: /GitHub Actions/ });
    expect(within(row).getByText('run')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.done }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.create })).toBeInTheDocument();
  });

  it('revokes a token: the cloud is told, the row goes and the page says so', async () => {
    const fetchMock = mockApi(tokenRoutes([nightly]));
    const user = setupUser();
    renderWithProviders(ROUTES.apiTokens);
    await user.click(await screen.findByRole('button', { name: T.revokeLabel('Nightly CI') }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.revoked('Nightly CI'));
    expect(requestsTo(fetchMock, 'DELETE', '/api/tokens/tok-1')).toHaveLength(1);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it("shows the cloud's reason when it refuses a new token, and keeps the form", async () => {
    const reason = API_TOKEN_MESSAGES.tooMany(API_TOKENS_PER_USER);
    mockApi(tokenRoutes([nightly], reason));
    const user = setupUser();
    renderWithProviders(ROUTES.apiTokens);
    await user.type(await screen.findByRole('textbox', { name: T.name }), 'One too many');
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('textbox', { name: T.name })).toHaveValue('One too many');
  });
});
