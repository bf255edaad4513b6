export * from './spoken-audio';
export * from './dut-voice.util';
export * from './espeak-voice.adapter';
export * from './mic-mix.util';
export * from './room-voices';
export * from './wav-pcm.util';
