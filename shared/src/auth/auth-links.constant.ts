/**
 * Links of the frame and the sign-in screen (doc 3 §2). The spec shows none of
 * their addresses. Documentation opens the API documentation every OAK serves
 * unless the deployment names its own (DOCS_URL, in /config.json as docsUrl);
 * the legal pages are placeholders on a reserved example domain, for a
 * deployment to point at its own.
 */
export const SUPPORT_DOCUMENTATION_URL = '/api/docs';
export const CONDITIONS_OF_USE_URL = 'https://oak.example.com/conditions-of-use';
export const PRIVACY_NOTICE_URL = 'https://oak.example.com/privacy-notice';
