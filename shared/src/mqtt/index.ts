export * from './thing-topics.util';
