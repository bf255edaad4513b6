export * from './locale-speech';
export * from './pack-languages.data';
