/** Which picture of a profile is being set (issue 16: avatars and cover images uploaded and cropped). */
export type ProfileImageKind = 'avatar' | 'coverImage';

/** How a kind of profile picture is cropped and rendered before upload. */
export interface ProfileImageShape {
  /** Width over height of the crop frame. */
  aspect: number;
  /** Size in CSS pixels of the rendered image that is uploaded. */
  width: number;
  height: number;
  /** The frame shown over the picture: round for the avatar (shown round everywhere), a rectangle otherwise. */
  cropShape: 'round' | 'rect';
  /** The field's visible name. */
  label: string;
}

/** Avatars are square, 400 px; covers 3:1, 1500×500 (the sizes the profile header and lists need at 2× density). */
export const PROFILE_IMAGE_SHAPES: Record<ProfileImageKind, ProfileImageShape> = {
  avatar: { aspect: 1, width: 400, height: 400, cropShape: 'round', label: 'Avatar' },
  coverImage: { aspect: 3, width: 1500, height: 500, cropShape: 'rect', label: 'Cover image' },
};
