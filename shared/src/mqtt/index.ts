export * from './thing-topics.util';
export * from './company-topics.util';
export * from './mqtt-limits.constant';
export * from './mqtt.messages';
export * from './pi-call-topics.util';
export * from './mqtt-topic-kind.rule';
