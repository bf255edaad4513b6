export * from './object-store-server';
export * from './sigv4.util';
export { OBJECT_STORE_MAX_BODY_BYTES } from './request-body.util';
export {
  OBJECT_STORE_MAX_KEY_BYTES,
  OBJECT_STORE_MAX_LIST_KEYS,
  type ObjectStoreRequestRecord,
} from './object-store-handler';
