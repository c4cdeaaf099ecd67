import { messages, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../state/apiClient';
import { useUpdateProfileMutation } from '../../state/queries/profiles';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { ProfileImageField } from '../profileImages/ProfileImageField';
import { DeleteAccountButton } from './DeleteAccountButton';
import {
  buildProfileUpdate,
  initialProfileValues,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from './profileForm';

const FORM_ID = 'edit-profile-form';

const inputs: Array<{ field: ProfileFormField; label: string }> = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'username', label: 'Username' },
];

export interface EditProfileDialogProps {
  profile: UserProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Edit profile' on your own account page: avatar and cover image (chosen, cropped and uploaded: issue 16),
 * names, handle, bio and about me. The form scrolls inside the dialog; Save and Cancel stay in view in its
 * footer at any height; Save waits while a picture is being cropped or uploaded.
 */
export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  const [initial, setInitial] = useState<ProfileFormValues>(() => initialProfileValues(profile));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [images, setImages] = useState<{ avatar?: string; coverImage?: string }>({});
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const update = useUpdateProfileMutation();

  const change = (next: boolean) => {
    if (next) {
      const start = initialProfileValues(profile);
      setInitial(start);
      setValues(start);
      setErrors({});
      setImages({});
    }
    onOpenChange(next);
  };
  const set = (field: ProfileFormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    const built = buildProfileUpdate(initial, values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { ...built.input, ...images },
      {
        onSuccess: () => {
          toast.success(messages.actionSucceeded('Updated'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'UsernameTaken')
            setErrors({ username: [error.message] });
          else toast.error(error.message);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Edit profile"
      testId="edit-profile-dialog"
      width="w-[min(92vw,440px)]"
      footer={
        <>
          <Button
            type="submit"
            form={FORM_ID}
            loading={update.isPending}
            disabled={avatarBusy || coverBusy}
            data-testid="profile-save"
          >
            Save
          </Button>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ProfileImageField
          kind="avatar"
          value={images.avatar ?? profile.avatar}
          onChange={(avatar) => setImages((current) => ({ ...current, avatar }))}
          onBusyChange={setAvatarBusy}
        />
        <ProfileImageField
          kind="coverImage"
          value={images.coverImage ?? profile.thumbnail}
          onChange={(coverImage) => setImages((current) => ({ ...current, coverImage }))}
          onBusyChange={setCoverBusy}
        />
        {inputs.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            value={values[field]}
            error={errors[field]}
            data-testid={`profile-${field}`}
            onChange={set(field)}
          />
        ))}
        <TextAreaField
          label="Bio"
          value={values.bio}
          error={errors.bio?.join(' ')}
          data-testid="profile-bio"
          onChange={set('bio')}
        />
        <TextAreaField
          label="About me"
          value={values.aboutme}
          error={errors.aboutme?.join(' ')}
          data-testid="profile-aboutme"
          onChange={set('aboutme')}
        />
      </form>
      <DeleteAccountButton />
    </Dialog>
  );
}
