import { render, screen, within } from '@testing-library/react';
import { ROOM_ORIENTATION_TEXTS, roomOrientations, type JobOptions } from '@oak/shared';
import { AppProviders, createQueryClient } from '../../../../app/AppProviders';
import { functionalJobStub } from '../../testing/functional-stubs';
import { jobStub, statsStub } from '../../../../testing/job-stubs';
import { card, change, renderLiveRuns, resetLiveRuns, socketOf } from '../../testing/live-runs-harness';
import { RoomOrientationFigure } from './RoomOrientationFigure';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetLiveRuns);

/** A far-field run: speech from both 2.7 m positions, pink noise from 1.8 m 135 deg. */
const FAR_FIELD: JobOptions = {
  testSuite: 'AVSCertSimulation',
  testName: 'Far_Room',
  testType: 'STANDARD',
  marketPlace: 'en_US',
  testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'AC_FAR_FIELD', customOptions: {} },
};

function renderFigure(options: JobOptions) {
  const [orientation] = roomOrientations(options);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RoomOrientationFigure orientation={orientation!} />
    </AppProviders>,
  );
  return orientation!;
}

describe('the orientation image of a run (doc 1 §2.4)', () => {
  it('draws each position where the shared rule places it, speech as circles and noise as a diamond', () => {
    const orientation = renderFigure(FAR_FIELD);
    const image = screen.getByRole('img', { name: 'Room orientation for AC_FAR_FIELD' });
    expect(image).toHaveAccessibleDescription(orientation.description);
    expect(screen.getByRole('figure', { name: orientation.title })).toContainElement(image);

    for (const mark of orientation.positions) {
      const group = image.querySelector(`[data-position="${mark.id}"]`)!;
      expect(group).toHaveTextContent(mark.label);
      const label = group.querySelector('text')!;
      expect([label.getAttribute('x'), label.getAttribute('y')]).toEqual([
        String(mark.labelX),
        String(mark.labelY),
      ]);
      expect(label).toHaveAttribute('text-anchor', mark.labelAnchor);
      if (mark.role === 'speech') {
        const circle = group.querySelector('circle[data-part="speech"]')!;
        expect([circle.getAttribute('cx'), circle.getAttribute('cy')]).toEqual([
          String(mark.x),
          String(mark.y),
        ]);
      } else {
        expect(group.querySelector('polygon[data-part="noise"]')).not.toBeNull();
      }
    }
    expect(image.querySelectorAll('[data-part="ring"]')).toHaveLength(orientation.rings.length);

    const legend = within(screen.getByRole('list', { name: ROOM_ORIENTATION_TEXTS.legend }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ROOM_ORIENTATION_TEXTS.dut,
      ROOM_ORIENTATION_TEXTS.speech,
      'Noise (Pink noise)',
    ]);
  });

  it("shows in an acoustic run's Test Metrics, and in no functional run's", async () => {
    const acoustic = jobStub({ testName: 'Quick_Room', scenarioType: 'AC_WWDD_QUICK_TEST' });
    const functional = functionalJobStub({ testName: 'Func_Room' });
    renderLiveRuns([acoustic, functional]);
    const article = await card('Quick_Room');
    const socket = socketOf(acoustic);
    socket.serverEmit('connect');
    change(socket, 'commonFeeds', statsStub);
    const image = await within(article).findByRole('img', {
      name: ROOM_ORIENTATION_TEXTS.title('AC_WWDD_QUICK_TEST'),
    });
    expect(within(image).getByText('0.9 m 90 deg')).toBeInTheDocument();

    const other = await card('Func_Room');
    const feed = socketOf(functional);
    feed.serverEmit('connect');
    change(feed, 'commonFeeds', {});
    await within(other).findByRole('tabpanel');
    expect(within(other).queryByRole('img', { name: /^Room orientation/ })).toBeNull();
  });
});
