import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { messages } from '../messages';
import { contractObject } from './object';

/** Email: trimmed, required, lower-cased, valid (SPEC §5: 'Field is required', 'Invalid email address'). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.fieldRequired)
  .toLowerCase()
  .pipe(z.email(messages.invalidEmail));

/** Password rules of SPEC §5 "Sign-up and login", with their verbatim messages. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong)
  .regex(/[a-z]/, messages.passwordLowercase)
  .regex(/[A-Z]/, messages.passwordUppercase)
  .regex(/[0-9]/, messages.passwordNumber);

/** POST /auth/register — creates an email + password identity. */
export const registerInput = contractObject({ email: emailSchema, password: passwordSchema });

/** Sign-in providers. Only `password` is served by the embedded default. */
export const PROVIDERS = [
  'password',
  'google',
  'apple',
  'x',
  'linkedin',
  'worldid',
  'worldcoinwallet',
] as const;

/** Provider names as SPEC §7 writes them that name one of {@link PROVIDERS} ('username/password'). */
const PROVIDER_ALIASES: Readonly<Record<string, (typeof PROVIDERS)[number]>> = {
  'username/password': 'password',
  username: 'password',
};

/**
 * A sign-in provider, in any case: SPEC §7 writes them `apple, google, x, username/password, LinkedIn, WorldId,
 * WorldCoinWallet`; `username/password` is the email + password provider.
 */
export const providerSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const name = value.toLowerCase();
  return PROVIDER_ALIASES[name] ?? name;
}, z.enum(PROVIDERS));

const passwordPayload = contractObject({
  email: emailSchema,
  password: z.string().min(1, messages.fieldRequired).max(PASSWORD_MAX),
});

/** POST /auth/sign-in/ {idToken, provider, payload} (SPEC §7). */
export const signInInput = contractObject({
  idToken: z.string().max(8192).default(''),
  provider: providerSchema,
  payload: passwordPayload,
});

const nameSchema = z
  .string()
  .trim()
  .min(1, messages.fieldRequired)
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`);

/** POST /auth/sign-up {userId, idToken, provider, payload} (SPEC §7). */
export const signUpInput = contractObject({
  userId: z.string().min(1, messages.fieldRequired).max(200),
  idToken: z.string().max(8192).default(''),
  provider: providerSchema,
  payload: contractObject({ ...passwordPayload.shape, firstName: nameSchema, lastName: nameSchema }),
});

/** POST /auth/refresh-session {refresh}. */
export const refreshSessionInput = contractObject({
  refresh: z.string().min(1, messages.fieldRequired).max(4096),
});

/** GET /auth/userExisted?userId= */
export const userExistedInput = contractObject({
  userId: z.string().min(1, messages.fieldRequired).max(200),
});

/** POST /auth/kyc {session}: submits the verification session (SPEC §7). */
export const kycInput = contractObject({ session: z.string().min(1, messages.fieldRequired).max(4096) });
