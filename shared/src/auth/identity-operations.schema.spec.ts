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

  it('trims and lower-cases the e-mail and requires a password', () => {
    expect(signInRequestSchema.parse({ email: ' Ada@Example.com ', password: 'Temp1' })).toEqual({
      email: 'ada@example.com',
      password: 'Temp1',
    });
    expect(signInRequestSchema.safeParse({ email: 'ada', password: '' }).success).toBe(false);
    expect(signInRequestSchema.safeParse({ username: 'ada', password: 'x' }).success).toBe(false);
    expect(forgotPasswordRequestSchema.safeParse({ email: '  ' }).success).toBe(false);
    expect(forgotPasswordRequestSchema.parse({ email: 'ADA@example.com' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('shapes the password operations', () => {
    expect(
      forgotPasswordSubmitRequestSchema.safeParse({
        email: 'ada@example.com',
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
