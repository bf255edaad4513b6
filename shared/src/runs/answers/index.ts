export * from './answer-judgement.rule';
export * from './answer.messages';
export * from './slot-words.data';
export * from './utterance-slots.rule';
