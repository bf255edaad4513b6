import { type LiveSpeakerState, TALK_DEFAULT_VOLUME, liveSpeakerKey, toLocationId } from '@oak/shared';
import { type ThingRecord } from '../../labs/thing.entity';
import { type LiveChange } from './live-publisher.tool';
import { type PiPlayer } from './pi-player.tool';

/** What a run's speech and noise play through: a Pi's talk and stop. */
export type SpeakerPlayer = Pick<PiPlayer, 'talk' | 'stop'>;

/**
 * The Pis' player of a run that tells its watchers what each speaker plays
 * (doc 1 §7 'per-location speaker states', issue 29): a Pi's speaker at its
 * location is playing from the talk's start until the Pi says it has played
 * the file, failed to, or was stopped. A Pi at no known location plays
 * unannounced. Announcing never holds the talk.
 */
export function speakerFeedPlayer(
  player: SpeakerPlayer,
  announce: (change: LiveChange) => Promise<void>,
): SpeakerPlayer {
  const tell = (pi: ThingRecord, state: LiveSpeakerState) => {
    const location = toLocationId(pi.location ?? '');
    if (location) void announce({ key: liveSpeakerKey(location), data: state }).catch(() => undefined);
  };
  return {
    talk: async (pi, fileName, options) => {
      tell(pi, { playing: true, fileName, volume: options.volume ?? TALK_DEFAULT_VOLUME });
      try {
        return await player.talk(pi, fileName, options);
      } finally {
        tell(pi, { playing: false, fileName });
      }
    },
    stop: async (pi) => {
      await player.stop(pi);
      tell(pi, { playing: false });
    },
  };
}
