import { type FanReportingPi, type LiveFanState, labFanOf } from '@oak/shared';
import { type LiveChange } from './live-publisher.tool';

/**
 * The lab's fan on a run's feed (doc 1 §7 'fan', issue 29), from the Pis'
 * reported shadows as the run reads them (the noise Pi's, else any Pi
 * reporting one): each look announces it when it differs from what was
 * announced last. A lab whose Pis report no fan announces none.
 */
export class FanFeed {
  private announced: LiveFanState | undefined;

  constructor(
    /** The lab's Pis as they are now (the run tools' things). */
    private readonly pis: () => Promise<readonly FanReportingPi[]>,
    private readonly announce: (...changes: LiveChange[]) => Promise<void>,
  ) {}

  /** Reads the Pis once and announces the fan if it changed; a failed read waits for the next look. */
  async look(): Promise<void> {
    let fan: LiveFanState | undefined;
    try {
      fan = labFanOf(await this.pis());
    } catch {
      return;
    }
    if (!fan || fan.on === this.announced?.on) return;
    this.announced = fan;
    await this.announce({ key: 'fan', data: fan });
  }
}
