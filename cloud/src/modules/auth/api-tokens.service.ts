import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_RANDOM_BYTES,
  API_TOKENS_PER_USER,
  type ApiToken,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  apiTokenScopesOf,
} from '@oak/shared';
import { randomBytes } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../clock/clock';
import { ApiTokenRecord } from './api-token.entity';
import { AUDIT_EVENTS } from './audit-event.entity';
import { AuditLog } from './audit-log.service';
import { type ApiTokenAuthContext, type SessionAuthContext } from './auth-context';
import { TokenService } from './token.service';

const DAY_MS = 86_400_000;
/** How stale a token's last use may be before a request records it again (chosen: one write a minute at most). */
export const API_TOKEN_LAST_USE_RESOLUTION_MS = 60_000;

/** Who an API token is, or why it is refused (the 401's message). */
export type ApiTokenCheck =
  | { readonly auth: ApiTokenAuthContext; readonly refusal?: undefined }
  | { readonly auth?: undefined; readonly refusal: string };

function toDto(record: ApiTokenRecord): ApiToken {
  return {
    id: record.id,
    name: record.name,
    scopes: record.scopes,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    expiresAt: record.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Personal API tokens (issue 32): made by a signed-in user, listed and revoked
 * by them; each request with one reads its row, so a revocation holds at once
 * on every node. The secret is kept as a keyed hash only.
 */
@Injectable()
export class ApiTokens {
  constructor(
    @InjectRepository(ApiTokenRecord) private readonly tokens: Repository<ApiTokenRecord>,
    private readonly hasher: TokenService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async create(
    auth: SessionAuthContext,
    request: CreateApiTokenRequest,
    ip?: string,
  ): Promise<CreatedApiToken> {
    const held = await this.tokens.count({ where: { userId: auth.userId, revokedAt: IsNull() } });
    if (held >= API_TOKENS_PER_USER)
      throw new ConflictException(API_TOKEN_MESSAGES.tooMany(API_TOKENS_PER_USER));
    const secret = `${API_TOKEN_PREFIX}${randomBytes(API_TOKEN_RANDOM_BYTES).toString('base64url')}`;
    const record = await this.tokens.save(
      this.tokens.create({
        userId: auth.userId,
        companyId: auth.companyId,
        name: request.name,
        tokenHash: this.hasher.keyedHash(secret),
        scopes: apiTokenScopesOf(request.scope),
        expiresAt:
          request.expiresInDays === null
            ? null
            : new Date(this.clock.nowMs() + request.expiresInDays * DAY_MS),
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
    await this.audit.record({
      event: AUDIT_EVENTS.apiTokenCreated,
      email: auth.email,
      ip,
      details: { tokenId: record.id, name: record.name, scopes: record.scopes, expiresAt: record.expiresAt },
    });
    return { token: toDto(record), secret };
  }

  /** The user's tokens not revoked, newest first. */
  async list(userId: string): Promise<ApiToken[]> {
    const records = await this.tokens.find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    return records.map(toDto);
  }

  /** Ends one of the user's tokens at once; another user's, or one revoked already, is a 404. */
  async revoke(auth: SessionAuthContext, tokenId: string, ip?: string): Promise<void> {
    const record = /^[0-9a-f-]{36}$/i.test(tokenId)
      ? await this.tokens.findOne({ where: { id: tokenId, userId: auth.userId, revokedAt: IsNull() } })
      : null;
    if (!record) throw new NotFoundException(API_TOKEN_MESSAGES.notFound);
    const revoked = await this.tokens.update(
      { id: record.id, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    if (!revoked.affected) throw new NotFoundException(API_TOKEN_MESSAGES.notFound);
    await this.audit.record({
      event: AUDIT_EVENTS.apiTokenRevoked,
      email: auth.email,
      ip,
      details: { tokenId: record.id, name: record.name, scopes: record.scopes },
    });
  }

  /** Who a token's secret belongs to, read from Postgres on every call, or why it is refused. */
  async authenticate(secret: string): Promise<ApiTokenCheck> {
    const record = await this.tokens.findOne({
      where: { tokenHash: this.hasher.keyedHash(secret) },
      relations: { user: { company: true } },
    });
    const user = record?.user;
    if (!record || !user?.company) return { refusal: API_TOKEN_MESSAGES.unknown };
    if (record.revokedAt) return { refusal: API_TOKEN_MESSAGES.revoked };
    const now = this.clock.nowMs();
    if (record.expiresAt && record.expiresAt.getTime() <= now)
      return { refusal: API_TOKEN_MESSAGES.expired(record.expiresAt.toISOString()) };
    if (user.companyId !== record.companyId) return { refusal: API_TOKEN_MESSAGES.otherCompany };
    if (!record.lastUsedAt || now - record.lastUsedAt.getTime() >= API_TOKEN_LAST_USE_RESOLUTION_MS)
      await this.tokens.update({ id: record.id }, { lastUsedAt: new Date(now) });
    return {
      auth: {
        kind: 'apiToken',
        userId: user.id,
        email: user.email,
        companyId: user.companyId,
        companyName: user.company.name,
        tokenId: record.id,
        scopes: record.scopes,
      },
    };
  }
}
