import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_MESSAGES } from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { mockApi, storeSession, testSession } from '../../../testing/mock-api';

const HOUR = 3_600_000;
const session = testSession();

function iso(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

describe('the notices at the top of the main area', () => {
  beforeEach(() => storeSession(session));

  it('shows the release flash within its window and current banners by level, each dismissible', async () => {
    mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/releasenotes': {
        body: [{ timestamp: Date.now() - HOUR, releasenotes: { version: '2.4.0' } }],
      },
      'GET /api/bannermessages': {
        body: [
          { code: 100, message: 'Maintenance tonight', startDate: iso(-HOUR), endDate: iso(HOUR) },
          { code: 200, message: 'Upgrade done', startDate: iso(-HOUR), endDate: iso(HOUR) },
          { code: 503, message: 'Lab 2 is down', startDate: iso(-HOUR), endDate: iso(HOUR) },
          { code: 100, message: 'Not yet', startDate: iso(HOUR), endDate: iso(2 * HOUR) },
        ],
      },
    });
    const { unmount } = renderWithProviders('/labs');
    const region = await screen.findByRole('region', { name: 'Notices' });
    // Four notices stack compactly: the error first, two shown, the rest folded.
    const more = await within(region).findByRole('button', { name: NOTICE_MESSAGES.showMore(2) });
    const texts = () => [...region.querySelectorAll('[data-level]')].map((notice) => notice.textContent);
    expect(texts()).toEqual(['Lab 2 is down', NOTICE_MESSAGES.releaseUpdate('2.4.0')]);
    await userEvent.click(more);
    expect(texts()).toEqual([
      'Lab 2 is down',
      NOTICE_MESSAGES.releaseUpdate('2.4.0'),
      'Maintenance tonight',
      'Upgrade done',
    ]);
    await userEvent.click(within(region).getByRole('button', { name: NOTICE_MESSAGES.showFewer }));
    expect(texts()).toHaveLength(2);
    await userEvent.click(within(region).getByRole('button', { name: NOTICE_MESSAGES.showMore(2) }));
    expect(within(region).queryByText('Not yet')).not.toBeInTheDocument();
    const statusOf = (text: string) =>
      within(region).getByText(text).closest('[data-level]')?.getAttribute('data-level');
    expect(statusOf('Maintenance tonight')).toBe('info');
    expect(statusOf('Upgrade done')).toBe('success');
    expect(statusOf('Lab 2 is down')).toBe('error');

    const dismissOf = (text: string) =>
      within(within(region).getByText(text).closest('[data-level]') as HTMLElement).getByRole('button', {
        name: 'Dismiss',
      });
    await userEvent.click(dismissOf('Maintenance tonight'));
    await userEvent.click(dismissOf(NOTICE_MESSAGES.releaseUpdate('2.4.0')));
    expect(within(region).queryByText('Maintenance tonight')).not.toBeInTheDocument();
    expect(within(region).queryByText(NOTICE_MESSAGES.releaseUpdate('2.4.0'))).not.toBeInTheDocument();

    // Two left: nothing to fold.
    expect(within(region).queryByRole('button', { name: /more notice/ })).not.toBeInTheDocument();

    unmount();
    renderWithProviders('/labs');
    await screen.findByText('Upgrade done');
    expect(screen.queryByText('Maintenance tonight')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE_MESSAGES.releaseUpdate('2.4.0'))).not.toBeInTheDocument();
  });

  it('shows no flash once the release window has passed', async () => {
    mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/releasenotes': {
        body: [
          {
            timestamp: Date.now() - 3 * HOUR,
            releasenotes: { version: '2.3.0', notificationDuration: 2 * HOUR },
          },
        ],
      },
    });
    renderWithProviders('/labs');
    await screen.findByRole('heading', { name: 'Configure Labs' });
    expect(screen.queryByText(NOTICE_MESSAGES.releaseUpdate('2.3.0'))).not.toBeInTheDocument();
  });

  it('ignores failing notices: a banner failure silently, a release-note failure in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/releasenotes': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
      'GET /api/bannermessages': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    renderWithProviders('/labs');
    await screen.findByRole('heading', { name: 'Configure Labs' });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(NOTICE_MESSAGES.releaseNotesFetchFailed, expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
