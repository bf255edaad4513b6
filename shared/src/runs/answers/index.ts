export * from './answer-judgement.rule';
export * from './answer.messages';
export * from './utterance-slots.data';
export * from './utterance-slots.rule';
