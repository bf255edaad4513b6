import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  type CompleteNewPasswordRequest,
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  type ForgotPasswordSubmitRequest,
  type IdentityAcknowledgement,
  type Session,
  type SignInRequest,
  type SignInResponse,
  completeNewPasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSubmitRequestSchema,
  identityAcknowledgementSchema,
  restErrorBodySchema,
  sessionSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AccountLockedException } from './account-locked.exception';
import { type SessionAuthContext } from './auth-context';
import { AuthService, type ClientInfo } from './auth.service';
import { CurrentSession } from './current-auth.decorator';
import { ApiNoCredentials, Public } from './public.decorator';
import { SessionOnly } from './session-only.decorator';

export const AUTH_THROTTLER = 'auth';

const ACK: IdentityAcknowledgement = { success: true };
const errorSchema = openApiSchema(restErrorBodySchema);

function clientOf(req: Request): ClientInfo {
  return { ip: req.ip, userAgent: req.get('user-agent') };
}

/** The identity operations of doc 3 §7 under /api/auth. */
@ApiTags('auth')
@Controller('auth')
@UseGuards(ThrottlerGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signin')
  @Public()
  @ApiNoCredentials()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with e-mail and password',
    description:
      'Answers the session, or the NEW_PASSWORD_REQUIRED challenge when the password is temporary. An unknown e-mail and a wrong password get the same 400. Repeated failures lock the e-mail (AUTH_LOCKOUT_*): a 429 with Retry-After, whatever the address.',
  })
  @ApiBody({ schema: openApiSchema(signInRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(signInResponseSchema) })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this client, or the account is locked.',
    schema: errorSchema,
  })
  async signIn(
    @Body(new ZodPipe(signInRequestSchema)) body: SignInRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInResponse> {
    try {
      return await this.auth.signIn(body, clientOf(req));
    } catch (error) {
      if (error instanceof AccountLockedException) res.setHeader('Retry-After', error.retryAfterSeconds);
      throw error;
    }
  }

  @Get('session')
  @SessionOnly()
  @Throttle({ [AUTH_THROTTLER]: { limit: Number.MAX_SAFE_INTEGER, ttl: 60_000 } })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The current session of the bearer token' })
  @ApiOkResponse({ schema: openApiSchema(sessionSchema) })
  @ApiUnauthorizedResponse({
    description: 'No valid session: expired, revoked or tampered with.',
    schema: errorSchema,
  })
  session(@CurrentSession() auth: SessionAuthContext): Session {
    return this.auth.sessionOf(auth.token);
  }

  @Post('signout')
  @SessionOnly()
  @HttpCode(HttpStatus.OK)
  @Throttle({ [AUTH_THROTTLER]: { limit: Number.MAX_SAFE_INTEGER, ttl: 60_000 } })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End the session of the bearer token, on every node' })
  @ApiOkResponse({ schema: openApiSchema(identityAcknowledgementSchema) })
  @ApiUnauthorizedResponse({ schema: errorSchema })
  async signOut(@CurrentSession() auth: SessionAuthContext): Promise<IdentityAcknowledgement> {
    await this.auth.signOut(auth);
    return ACK;
  }

  @Post('forgot-password')
  @Public()
  @ApiNoCredentials()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a one-time verification code to reset a password',
    description: 'The answer is the same whether or not an account exists for the e-mail.',
  })
  @ApiBody({ schema: openApiSchema(forgotPasswordRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(forgotPasswordResponseSchema) })
  @ApiTooManyRequestsResponse({ schema: errorSchema })
  forgotPassword(
    @Body(new ZodPipe(forgotPasswordRequestSchema)) body: ForgotPasswordRequest,
  ): Promise<ForgotPasswordResponse> {
    return this.auth.forgotPassword(body.email);
  }

  @Post('forgot-password/submit')
  @Public()
  @ApiNoCredentials()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Reset a password with the verification code; ends every session of the user' })
  @ApiBody({ schema: openApiSchema(forgotPasswordSubmitRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(identityAcknowledgementSchema) })
  @ApiBadRequestResponse({
    description: 'Wrong, used or expired code, or a password the policy refuses.',
    schema: errorSchema,
  })
  @ApiTooManyRequestsResponse({ schema: errorSchema })
  async resetPassword(
    @Body(new ZodPipe(forgotPasswordSubmitRequestSchema)) body: ForgotPasswordSubmitRequest,
    @Req() req: Request,
  ): Promise<IdentityAcknowledgement> {
    await this.auth.resetPassword(body, clientOf(req));
    return ACK;
  }

  @Post('complete-new-password')
  @Public()
  @ApiNoCredentials()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Replace a temporary password at first sign-in',
    description: 'Takes the challenge that sign-in answered. No session comes back: the user signs in again.',
  })
  @ApiBody({ schema: openApiSchema(completeNewPasswordRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(identityAcknowledgementSchema) })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiTooManyRequestsResponse({ schema: errorSchema })
  async completeNewPassword(
    @Body(new ZodPipe(completeNewPasswordRequestSchema)) body: CompleteNewPasswordRequest,
  ): Promise<IdentityAcknowledgement> {
    await this.auth.completeNewPassword(body);
    return ACK;
  }
}
