import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { KeyValueStore } from '../redis/key-value-store.port';
import { ApiTokenRecord } from './api-token.entity';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokens } from './api-tokens.service';
import { AuditEventRecord } from './audit-event.entity';
import { AuditLog } from './audit-log.service';
import { AuthSession } from './auth-session.entity';
import { AUTH_THROTTLER, AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { Company } from './company.entity';
import { PasswordHasher } from './password-hasher.adapter';
import { PasswordResetCode } from './password-reset-code.entity';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { SessionCache } from './session-cache';
import { SignInLockout } from './sign-in-lockout.service';
import { TokenService } from './token.service';
import { User } from './user.entity';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { UsersService } from './users.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Company,
      User,
      AuthSession,
      PasswordResetCode,
      AuditEventRecord,
      ApiTokenRecord,
    ]),
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, KeyValueStore],
      useFactory: (config: AppConfig, store: KeyValueStore) => ({
        throttlers: [{ name: AUTH_THROTTLER, ttl: 60_000, limit: config.auth.rateLimitPerMinute }],
        storage: new RedisThrottlerStorage(store, config.redis.keyPrefix),
        errorMessage: AUTH_MESSAGES.tooManyAttempts,
      }),
    }),
  ],
  controllers: [AuthController, OidcController, ApiTokensController],
  providers: [
    AuthService,
    ApiTokens,
    TokenService,
    PasswordHasher,
    UsersService,
    OidcService,
    SignInLockout,
    AuditLog,
    SessionCache,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, ApiTokens, UsersService, PasswordHasher, OidcService, AuditLog],
})
export class AuthModule {}
