/**
 * External links of the frame and the sign-in screen (doc 3 §2). The spec
 * shows none of their addresses: these are chosen placeholders on a reserved
 * example domain, for a deployment to point at its own pages.
 */
export const SUPPORT_DOCUMENTATION_URL = 'https://oak.example.com/docs';
export const CONDITIONS_OF_USE_URL = 'https://oak.example.com/conditions-of-use';
export const PRIVACY_NOTICE_URL = 'https://oak.example.com/privacy-notice';
