import {
  type apiEndpoints,
  type EndpointInput,
  messages,
  type UserProfile,
  updateProfileInput,
} from '@rep/shared';

/**
 * The fields of the 'Edit profile' form. Avatar and cover image are not edited here until uploads exist (the
 * media issue): a raw URL field is no way to set a picture.
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
  aboutme: string;
}
export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string[]>>;
type ProfileUpdate = EndpointInput<typeof apiEndpoints.updateProfile>;

/** Fields that cannot be emptied (the contract reads an empty optional field as "unchanged"). */
const REQUIRED: readonly ProfileFormField[] = ['firstName', 'lastName', 'username'];

/** The form's starting values. The profile carries only the display name: first word, then the rest. */
export function initialProfileValues(profile: UserProfile): ProfileFormValues {
  const [firstName = '', ...rest] = profile.displayName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    username: profile.username ?? '',
    bio: profile.bio,
    aboutme: profile.aboutme,
  };
}

/**
 * The `/profile/update` input for the changed fields only (untouched fields stay as they are on the server),
 * validated with the shared schema; an emptied name or handle is 'Field is required'.
 */
export function buildProfileUpdate(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): { ok: true; input: ProfileUpdate } | { ok: false; errors: ProfileFormErrors } {
  const changed = (field: ProfileFormField) => values[field].trim() !== initial[field].trim();
  const about: Record<string, string> = {};
  const errors: ProfileFormErrors = {};
  for (const field of ['firstName', 'lastName', 'username', 'bio', 'aboutme'] as const) {
    if (!changed(field)) continue;
    if (REQUIRED.includes(field) && !values[field].trim()) errors[field] = [messages.fieldRequired];
    about[field] = values[field];
  }
  const parsed = updateProfileInput.safeParse(Object.keys(about).length > 0 ? { about } : {});
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.at(-1) as ProfileFormField;
    if (!errors[field]?.includes(issue.message)) errors[field] = [...(errors[field] ?? []), issue.message];
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
