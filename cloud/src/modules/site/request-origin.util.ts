import { BadRequestException } from '@nestjs/common';
import { ENVIRONMENT_MESSAGES } from '@oak/shared';
import { type Request } from 'express';
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { type AppConfig } from '../../config/app-config';

/** A host and optional port as a Host or X-Forwarded-Host header carries it. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * The origin this cloud is reached at, as told to the console (/config.json)
 * and to Pis (setup commands, registration, resource URLs): PUBLIC_URL when
 * set; else the host a trusted proxy forwards (X-Forwarded-Host from an
 * address TRUST_PROXY trusts); else the request's Host, but only when it
 * names this machine (a loopback name or address, its host name, one of its
 * addresses). Any other Host is refused with a 400: a forged one must never
 * become the API host a browser or a Pi is sent to (Host header poisoning,
 * DNS rebinding).
 */
export function requestOrigin(config: AppConfig, req: Request): string {
  if (config.http.publicUrl) return config.http.publicUrl;
  const forwarded = fromTrustedProxy(req) ? firstValue(req.get('x-forwarded-host')) : undefined;
  const host = forwarded ?? req.get('host') ?? '';
  if (!HOST_HEADER.test(host) || (forwarded === undefined && !isThisMachine(hostNameOf(host), config)))
    throw new BadRequestException(ENVIRONMENT_MESSAGES.unknownHost);
  return `${req.protocol}://${host.toLowerCase()}`;
}

function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const peer = req.socket.remoteAddress;
  return Boolean(trust && peer && trust(peer, 0));
}

function firstValue(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  return first || undefined;
}

function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/** Whether `name` is one this machine answers to, whatever else points at it. */
function isThisMachine(name: string, config: AppConfig): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4 && name.startsWith('127.')) return true;
  const machine = hostname().toLowerCase();
  const names = new Set([machine, `${machine}.local`, '::1', config.http.host.toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces()))
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  names.delete('0.0.0.0');
  names.delete('::');
  return names.has(name);
}
