// Emulators of the third-party services OAK talks to, served on loopback so the cloud reaches them as it
// would the real ones: the device cloud, an S3-compatible object store, the Bedrock runtime and an OpenID
// Connect identity provider.
export * from './device-cloud';
export * from './object-store';
export * from './bedrock';
export * from './identity-provider';
