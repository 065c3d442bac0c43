/**
 * The embedded backend's phone sign-in: `GET /auth/client` with a phone sends a code (into
 * the SMS outbox); with `auth_id` and `code` it confirms it, registering a new client when
 * the details are given; `GET /auth/refresh` trades a refresh token for new tokens (a second
 * use of one ends its sign-in); `POST /auth/logout` ends a sign-in.
 */
import type { z } from 'zod';
import { toE164 } from '@/lib/phone/phone-number';
import type { rawCodeSent, rawTokens } from '../../raw/booking';
import { accessTokenSeconds, refreshTokenSeconds, type IssuedTokens } from '../client-store';
import { codeMessage } from '../code-message';
import { codeDigits, codeSeconds, TooManyCodes } from '../code-store';
import type { BackendContext } from './context';
import { apiError, invalid, json, readBody } from './http';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codePattern = new RegExp(`^\\d{${codeDigits}}$`);

function wrongApplication(ctx: BackendContext, query: URLSearchParams) {
  return query.get('app_id') !== ctx.appId ? apiError(403, 'unknown_application', 'Unknown application') : null;
}

function tokensAnswer(tokens: IssuedTokens) {
  const body: z.input<typeof rawTokens> = {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    expires_in: accessTokenSeconds,
    refresh_expires_in: refreshTokenSeconds,
    client_id: tokens.clientId,
  };
  return json(body);
}

export async function authClient(ctx: BackendContext, query: URLSearchParams) {
  return query.has('auth_id') ? confirmCode(ctx, query) : sendCode(ctx, query);
}

async function sendCode(ctx: BackendContext, query: URLSearchParams) {
  const refused = wrongApplication(ctx, query);
  if (refused) return refused;
  if (query.get('db_code') !== ctx.dbCode) return apiError(403, 'unknown_database', 'Unknown database');
  // Clients and codes are keyed on the number in E.164, whatever form the caller used.
  const phone = toE164(query.get('phone') ?? '');
  if (!phone) return invalid('phone', 'Incorrect phone number entered');
  let authId: string;
  try {
    ({ authId } = await ctx.codes.create(
      phone,
      (code) => codeMessage({ brandName: ctx.brandName, siteUrl: ctx.siteUrl, code, minutes: codeSeconds / 60 }),
      ctx.now(),
    ));
  } catch (error) {
    if (error instanceof TooManyCodes)
      return apiError(429, 'too_many_requests', 'Too many codes were sent to this phone today', { field: 'phone' });
    throw error;
  }
  const [message] = await ctx.codes.latestMessages(1);
  if (message) ctx.onSms(message.phone, message.body);
  const body: z.input<typeof rawCodeSent> = { auth_id: authId, expires_in: codeSeconds };
  return json(body);
}

async function confirmCode(ctx: BackendContext, query: URLSearchParams) {
  const authId = query.get('auth_id') ?? '';
  const code = query.get('code') ?? '';
  if (!codePattern.test(code)) return invalid('code', `The code has ${codeDigits} digits`);
  const now = ctx.now();
  const check = await ctx.codes.check(authId, code, now);
  if (check.status === 'expired')
    return apiError(410, 'code_expired', 'This code is no longer valid; ask for a new one');
  if (check.status === 'wrong') {
    return apiError(422, 'wrong_code', 'The code is not right', { field: 'code', attemptsLeft: check.attemptsLeft });
  }
  let client = await ctx.clients.byPhone(check.phone);
  if (!client) {
    const firstname = query.get('firstname')?.trim();
    const lastname = query.get('lastname')?.trim();
    const email = query.get('email')?.trim() || null;
    if (!firstname)
      return apiError(422, 'registration_required', 'New clients give their name', { field: 'firstname' });
    if (!lastname) return apiError(422, 'registration_required', 'New clients give their name', { field: 'lastname' });
    if (email && !emailPattern.test(email)) return invalid('email', 'The email address is not valid');
    const sex = query.get('sex') ?? 'Female';
    client = await ctx.clients.register(
      { phone: check.phone, firstname, lastname, email, gender: sex.toLowerCase() === 'male' ? 'male' : 'female' },
      now,
    );
  }
  await ctx.codes.spend(authId, now);
  return tokensAnswer(await ctx.clients.issueTokens(client.id, now));
}

export async function refresh(ctx: BackendContext, query: URLSearchParams) {
  const refused = wrongApplication(ctx, query);
  if (refused) return refused;
  const token = query.get('refresh_token');
  if (!token) return invalid('refresh_token', 'A refresh token is required');
  const tokens = await ctx.clients.refresh(token, ctx.now());
  if (!tokens) return apiError(401, 'unauthorized', 'Sign in again');
  return tokensAnswer(tokens);
}

/** `POST /auth/logout` with `{refresh_token}`: ends that sign-in's tokens. Answers alike whether the token was known. */
export async function logout(ctx: BackendContext, request: Request) {
  const body = await readBody(request);
  const token = body?.refresh_token;
  if (typeof token !== 'string' || !token) return invalid('refresh_token', 'A refresh token is required');
  await ctx.clients.revokeRefresh(token);
  return json({ success: true });
}
