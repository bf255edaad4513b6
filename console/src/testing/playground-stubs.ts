import { type MockRequest } from './mock-api';

/** The customer id whose devices the Playground specs list. */
export const PLAYGROUND_CUSTOMER = { customerId: 'A1CUSTOMER', email: 'devices@acme.test' };

/** Devices as the device list answers them. */
export const KITCHEN_DEVICE = { name: 'Kitchen', dsn: 'G0KITCHEN', metadata: { typeId: 'ECHO_DOT' } };
export const ATTIC_DEVICE = { name: 'Attic', dsn: 'G0ATTIC', metadata: { typeId: 'ECHO' } };
export const CELLAR_DEVICE = { name: 'Cellar', dsn: 'G0CELLAR', metadata: { typeId: 'ECHO' } };

/** The device a Playground device call names. */
export const deviceSerialOf = (request: MockRequest) => request.url.searchParams.get('deviceserial');

/** An error answer of the cloud with `status`. */
export const failureAnswer = (status: number) => ({
  status,
  body: { statusCode: status, message: `status ${status}` },
});
