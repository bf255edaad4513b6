import {
  IDENTITY_OPERATIONS,
  IDENTITY_OPERATION_ROUTES,
  completeNewPasswordRequestSchema,
  currentSessionResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSubmitRequestSchema,
  identityAcknowledgementSchema,
  signInRequestSchema,
} from './identity-operations.schema';

describe('identity operations (doc 3 §7)', () => {
  it('has a route for each of the six operations', () => {
    expect(IDENTITY_OPERATIONS).toEqual([
      'signIn',
      'currentSession',
      'forgotPassword',
      'forgotPasswordSubmit',
      'completeNewPassword',
      'signOut',
    ]);
    expect(Object.keys(IDENTITY_OPERATION_ROUTES)).toEqual([...IDENTITY_OPERATIONS]);
    expect(new Set(Object.values(IDENTITY_OPERATION_ROUTES).map((r) => r.path)).size).toBe(6);
  });

  it('trims the username and requires a password', () => {
    expect(signInRequestSchema.parse({ username: ' ada@example.com ', password: 'Temp1' })).toEqual({
      username: 'ada@example.com',
      password: 'Temp1',
    });
    expect(signInRequestSchema.safeParse({ username: 'ada', password: '' }).success).toBe(false);
    expect(forgotPasswordRequestSchema.safeParse({ username: '  ' }).success).toBe(false);
  });

  it('shapes the password operations', () => {
    expect(
      forgotPasswordSubmitRequestSchema.safeParse({
        username: 'ada',
        code: '123456',
        newPassword: 'Correct1Horse',
      }).success,
    ).toBe(true);
    expect(
      completeNewPasswordRequestSchema.parse({
        username: 'ada',
        session: 'opaque',
        newPassword: 'Correct1Horse',
      }),
    ).toEqual({ username: 'ada', session: 'opaque', newPassword: 'Correct1Horse' });
    expect(completeNewPasswordRequestSchema.safeParse({ username: 'ada', newPassword: 'x' }).success).toBe(
      false,
    );
    expect(
      forgotPasswordResponseSchema.parse({ deliveryMedium: 'EMAIL', destination: 'a***@e***.com' }),
    ).toBeTruthy();
    expect(identityAcknowledgementSchema.safeParse({ success: false }).success).toBe(false);
    expect(currentSessionResponseSchema.safeParse({}).success).toBe(false);
  });
});
