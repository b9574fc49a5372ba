/**
 * Authenticated extraction's resources (docs/decisions.md#authenticated-extraction): credentials, saved sessions and login
 * traces. Isomorphic. Secrets go in (password, TOTP secret) and never come out.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ExtractResult, ResultMetadata } from './extract';

const Url = Type.String({ minLength: 1, maxLength: 2048 });
const Selector = Type.String({ minLength: 1, maxLength: 500 });

/** POST /v1/auth/credentials */
export const CreateCredentialRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
    login_url: Url,
    username: Type.String({ minLength: 1, maxLength: 500 }),
    password: Type.String({ minLength: 1, maxLength: 1000 }),
    username_selector: Type.Optional(Selector),
    password_selector: Type.Optional(Selector),
    submit_selector: Type.Optional(Selector),
    success_selector: Type.Optional(Selector),
    totp_secret: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateCredentialRequest = Static<typeof CreateCredentialRequest>;

/** A credential as the API shows it: never the password or the TOTP secret. */
export const Credential = Type.Object({
  id: Type.String(),
  name: Type.String(),
  login_url: Type.String(),
  username: Type.String(),
  has_totp: Type.Boolean(),
  created_at: Type.String(),
});
export type Credential = Static<typeof Credential>;

/** A saved session's summary: age, expiry and cookie counts, never a cookie value. */
export const SessionSummary = Type.Object({
  name: Type.String(),
  credential_ref: Type.String(),
  origin: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.String(),
  expires_at: Type.String(),
  expired: Type.Boolean(),
  age_seconds: Type.Integer(),
  cookie_count: Type.Integer(),
});
export type SessionSummary = Static<typeof SessionSummary>;

/** One step of a login, redacted by construction. */
export const TraceStep = Type.Object({
  at: Type.String(),
  action: Type.String(),
  url: Type.String(),
  selector: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  detail: Type.Optional(Type.String()),
});
export type TraceStep = Static<typeof TraceStep>;

/** GET /v1/auth/traces/{id} */
export const LoginTrace = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
  credential_ref: Type.String(),
  session_name: Type.String(),
  started_at: Type.String(),
  duration_ms: Type.Integer(),
  steps: Type.Array(TraceStep),
  error: Type.Optional(Type.String()),
});
export type LoginTrace = Static<typeof LoginTrace>;

/** What `metadata.session` of an authenticated result says. */
export const SessionUse = Type.Object({ name: Type.String(), reused: Type.Boolean(), stale_discarded: Type.Boolean() });
export type SessionUse = Static<typeof SessionUse>;

/** POST /v1/extract/authenticated: an extraction result whose metadata also names the session and the login. */
export const AuthenticatedResult = Type.Object({
  ...ExtractResult.properties,
  metadata: Type.Intersect([
    ResultMetadata,
    Type.Object({
      session: SessionUse,
      login_trace_id: Type.Optional(
        Type.String({ description: 'The login this run performed (GET /v1/auth/traces/{id}); absent when a saved session was reused' }),
      ),
    }),
  ]),
});
export type AuthenticatedResult = Static<typeof AuthenticatedResult>;
