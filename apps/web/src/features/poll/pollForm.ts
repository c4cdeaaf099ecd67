import {
  DEFAULT_POLL_DURATION,
  messages,
  normalisePollDuration,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  type PollDuration,
  pollDurationMs,
} from '@rep/shared';

/** The composer's poll (SPEC §5 "Poll"): 2–5 options and a length in days, hours and minutes. */
export interface PollForm {
  options: string[];
  duration: PollDuration;
}

/** Defaults: two empty options, 1 day. */
export const initialPollForm = (): PollForm => ({
  options: Array.from({ length: POLL_MIN_OPTIONS }, () => ''),
  duration: DEFAULT_POLL_DURATION,
});

/** Adds an empty option; a sixth gives 'Cannot add more Options'. */
export function addPollOption(form: PollForm): { form: PollForm; error?: string } {
  if (form.options.length >= POLL_MAX_OPTIONS) return { form, error: messages.cannotAddMoreOptions };
  return { form: { ...form, options: [...form.options, ''] } };
}

/** Changes an option; input past 25 characters keeps the last accepted value (SPEC §5 "Text inputs"). */
export function setPollOption(form: PollForm, index: number, value: string): PollForm {
  if (value.length > POLL_OPTION_MAX) return form;
  return { ...form, options: form.options.map((option, i) => (i === index ? value : option)) };
}

/** Removes an optional option (the third and later). */
export function removePollOption(form: PollForm, index: number): PollForm {
  if (index < POLL_MIN_OPTIONS) return form;
  return { ...form, options: form.options.filter((_, i) => i !== index) };
}

/** Sets the length, normalised: at 7 days hours and minutes are 0; under an hour at least 5 minutes. */
export const setPollDuration = (form: PollForm, duration: PollDuration): PollForm => ({
  ...form,
  duration: normalisePollDuration(duration),
});

/** Each option's error: options 1 and 2 are required, none over 25 characters. */
export function pollOptionErrors(options: readonly string[]): Array<string | undefined> {
  return options.map((option, i) => {
    if (i < POLL_MIN_OPTIONS && option.trim() === '') return messages.fieldRequired;
    if (option.trim().length > POLL_OPTION_MAX) return messages.maxOptionLength;
    return undefined;
  });
}

export const isPollValid = (form: PollForm): boolean =>
  form.options.length >= POLL_MIN_OPTIONS &&
  form.options.length <= POLL_MAX_OPTIONS &&
  pollOptionErrors(form.options).every((error) => error === undefined);

/** The poll's `postTypeValue`: trimmed options with blanks dropped, and the end time (now + length), ms. */
export function pollValue(form: PollForm, now: number): { options: string[]; pollLength: number } {
  return {
    options: form.options.map((option) => option.trim()).filter((option) => option !== ''),
    pollLength: now + pollDurationMs(normalisePollDuration(form.duration)),
  };
}
