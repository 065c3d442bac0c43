/**
 * The embedded backend's phone sign-in: `GET /auth/client` with a phone sends a code (into
 * the SMS outbox); with `auth_id` and `code` it confirms it, registering a new client when
 * the details are given; `GET /auth/refresh` trades a refresh token for new tokens (a second
 * use of one ends its sign-in); `POST /auth/logout` ends a sign-in.
 */
import type { z } from 'zod';
import { firstIssue } from '@/lib/validation/first-issue';
import { queryFields } from '@/lib/validation/query-fields';
import type { rawCodeSent, rawTokens } from '../../raw/booking';
import { accessTokenSeconds, refreshTokenSeconds, type IssuedTokens } from '../client-store';
import { codeMessage } from '../code-message';
import { codeSeconds, TooManyCodes } from '../code-store';
import type { BackendContext } from './context';
import { confirmCodeQuery, logoutBody, nameFields, refreshQuery, registrationQuery, sendCodeQuery } from './auth-input';
import { apiError, invalid, json, parseInput, readBody } from './http';

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
  const input = parseInput(sendCodeQuery, queryFields(query));
  if (input instanceof Response) return input;
  const { phone } = input;
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
  const fields = queryFields(query);
  const input = parseInput(confirmCodeQuery, fields);
  if (input instanceof Response) return input;
  const { auth_id: authId, code } = input;
  const now = ctx.now();
  const check = await ctx.codes.check(authId, code, now);
  if (check.status === 'expired')
    return apiError(410, 'code_expired', 'This code is no longer valid; ask for a new one');
  if (check.status === 'wrong') {
    return apiError(422, 'wrong_code', 'The code is not right', { field: 'code', attemptsLeft: check.attemptsLeft });
  }
  let client = await ctx.clients.byPhone(check.phone);
  if (!client) {
    const registration = registrationQuery.safeParse(fields);
    if (!registration.success) {
      const { field, message } = firstIssue(registration.error);
      return nameFields.includes(field)
        ? apiError(422, 'registration_required', message, { field })
        : invalid(field, message);
    }
    const { firstname, lastname, email, sex } = registration.data;
    client = await ctx.clients.register({ phone: check.phone, firstname, lastname, email, gender: sex }, now);
  }
  await ctx.codes.spend(authId, now);
  return tokensAnswer(await ctx.clients.issueTokens(client.id, now));
}

export async function refresh(ctx: BackendContext, query: URLSearchParams) {
  const refused = wrongApplication(ctx, query);
  if (refused) return refused;
  const input = parseInput(refreshQuery, queryFields(query));
  if (input instanceof Response) return input;
  const tokens = await ctx.clients.refresh(input.refresh_token, ctx.now());
  if (!tokens) return apiError(401, 'unauthorized', 'Sign in again');
  return tokensAnswer(tokens);
}

/** `POST /auth/logout` with `{refresh_token}`: ends that sign-in's tokens. Answers alike whether the token was known. */
export async function logout(ctx: BackendContext, request: Request) {
  // A body that is not a JSON object names no token.
  const input = parseInput(logoutBody, (await readBody(request)) ?? {});
  if (input instanceof Response) return input;
  await ctx.clients.revokeRefresh(input.refresh_token);
  return json({ success: true });
}
