export * from './device-cloud-activity.util';
export * from './device-cloud-http.util';
export * from './device-cloud-server';
export * from './live-interaction-stream';
export * from './speech-injection.util';
