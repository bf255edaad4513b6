import { type AgentConfig } from '../config/agent-config';
import { AlsaAudioBackend } from './alsa-audio.backend';
import { type AudioBackend } from './audio-backend.port';
import { seedFromText } from './seeded-random.util';
import { VirtualAudioBackend } from './virtual-audio.backend';

/** The backend the configuration names: ALSA on a real Pi, virtual in the simulator and tests. */
export function createAudioBackend(config: AgentConfig): AudioBackend {
  if (config.audioBackend === 'virtual')
    return new VirtualAudioBackend({
      timeScale: config.timeScale,
      seed: config.seed ?? seedFromText(config.thingName),
      ...(config.virtualRoomUrl ? { room: { url: config.virtualRoomUrl, thingName: config.thingName } } : {}),
    });
  return new AlsaAudioBackend({
    playbackDevice: config.playbackDevice,
    captureDevice: config.captureDevice,
    ...(config.mixerCard ? { mixerCard: config.mixerCard } : {}),
  });
}
