import { type apiEndpoints, type EndpointInput, type UserProfile, updateProfileInput } from '@rep/shared';

/** The fields of the 'Edit profile' form. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
  aboutme: string;
  avatar: string;
  coverImage: string;
}
export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string[]>>;
type ProfileUpdate = EndpointInput<typeof apiEndpoints.updateProfile>;

/** The form's starting values. The profile carries only the display name: first word, then the rest. */
export function initialProfileValues(profile: UserProfile): ProfileFormValues {
  const [firstName = '', ...rest] = profile.displayName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    username: profile.username ?? '',
    bio: profile.bio,
    aboutme: profile.aboutme,
    avatar: profile.avatar ?? '',
    coverImage: profile.thumbnail ?? '',
  };
}

/**
 * The `/profile/update` input for the changed fields only (untouched fields stay as they are on the server;
 * an emptied image URL removes the image), validated with the shared schema.
 */
export function buildProfileUpdate(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): { ok: true; input: ProfileUpdate } | { ok: false; errors: ProfileFormErrors } {
  const changed = (field: ProfileFormField) => values[field].trim() !== initial[field].trim();
  const about: Record<string, string> = {};
  for (const field of ['firstName', 'lastName', 'username', 'bio', 'aboutme'] as const) {
    if (changed(field)) about[field] = values[field];
  }
  const input: ProfileUpdate = {
    ...(Object.keys(about).length > 0 && { about }),
    ...(changed('avatar') && { avatar: values.avatar.trim() || null }),
    ...(changed('coverImage') && { coverImage: values.coverImage.trim() || null }),
  };
  const parsed = updateProfileInput.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1) as ProfileFormField;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { ok: false, errors };
}
