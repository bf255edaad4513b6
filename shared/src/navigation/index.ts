export * from './routes.constant';
export * from './not-found.messages';
