import { isYoutubeLink, messages, POST_TEXT_MAX, type PostMedia, TITLE_MAX } from '@rep/shared';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { AttachmentPreview } from '../media/AttachmentPreview';
import { useMediaAttachment } from '../media/useMediaAttachment';
import { PollForm } from '../poll/PollForm';
import { initialPollForm, isPollValid, pollValue } from '../poll/pollForm';
import { LiveForm } from '../stream/LiveForm';
import { initialLiveForm, liveFormErrors, liveValue } from '../stream/liveForm';
import { type ComposerMode, ComposerToolbar } from './ComposerToolbar';
import { CounterRing } from './CounterRing';

/** What the composer submits: trimmed title and body, the poll's or the live schedule's value in their modes. */
export interface ComposerSubmit {
  mode: ComposerMode;
  body: string;
  title: string;
  poll?: { options: string[]; pollLength: number };
  /** Live mode: the stream's start and end, epoch ms. */
  live?: { startAt: number; endAt: number };
  /** 'Also send to main feed' was ticked (a reply becomes an OutThreadReply). */
  alsoToFeed: boolean;
  /** The attached image (with its description), GIF or video, uploaded (issue 16). */
  media?: PostMedia;
}

export interface ComposerProps {
  /** Called with the composed post; the composer clears itself unless this returns false (refused). */
  onSubmit: (post: ComposerSubmit) => boolean | undefined;
  /** A post is being published: Send is disabled. */
  publishing?: boolean;
  /** The daily post limit is used up: Send is disabled with a tooltip. */
  limitReached?: boolean;
  placeholder?: string;
  submitLabel?: string;
  /** The box's heading: 'New Rep' by default, 'Reply' or 'Answer' under a post. */
  heading?: string;
  /** Starts expanded (the post page's reply box, the compose modal). */
  defaultExpanded?: boolean;
  /** Shows the poll, article, question, live… buttons (not on replies). */
  toolbar?: boolean;
  /** Quote mode: the quoted post, shown under the text; poll, map, article, question and live are disabled. */
  quoted?: ReactNode;
  /** Offers 'Also send to main feed' (ordinary replies). */
  alsoToFeedOption?: boolean;
  /** The article button: opens the article editor. */
  onArticle?: () => void;
  /** The GIF button opens the GIF selection modal (it queries the server: needs the app's QueryClient). */
  gifPicker?: boolean;
}

/** The text box's placeholder in the modes that ask for something else than a post. */
const placeholders: Partial<Record<ComposerMode, string>> = {
  question: 'Add details (optional)',
  poll: 'Ask something…',
  live: 'What is your stream about?',
};

/** The 'New Rep' composer (SPEC §2, §4, §5): text, counter ring, poll, question or live mode, and Send. */
export function Composer({
  onSubmit,
  publishing = false,
  limitReached = false,
  placeholder = "What's happening?",
  submitLabel = 'Post',
  heading = messages.composerTitle,
  defaultExpanded = false,
  toolbar = false,
  quoted,
  alsoToFeedOption = false,
  onArticle = () => {},
  gifPicker = false,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<ComposerMode>('post');
  const [poll, setPoll] = useState(initialPollForm);
  const [live, setLive] = useState(() => initialLiveForm(Date.now()));
  const [alsoToFeed, setAlsoToFeed] = useState(false);
  const [focused, setFocused] = useState(false);
  const attachment = useMediaAttachment();
  const media = toolbar ? attachment.media : null;
  const headingId = useId();
  const tooltipId = useId();
  const body = text.trim();
  const liveErrors = mode === 'live' ? liveFormErrors(live, Date.now()) : {};
  const contentValid =
    mode === 'question'
      ? title.trim().length > 0 && body.length <= POST_TEXT_MAX
      : (body.length > 0 || (mode === 'post' && !!media)) &&
        body.length <= POST_TEXT_MAX &&
        (mode !== 'poll' || isPollValid(poll)) &&
        !liveErrors.start &&
        !liveErrors.end;
  // Post waits for an upload to finish; a refused video link ('Invalid url') must be removed first (SPEC §5).
  const mediaPending =
    attachment.busy ||
    attachment.attachment?.status === 'failed' ||
    attachment.attachment?.status === 'invalid';
  const canSend = contentValid && !publishing && !limitReached && !mediaPending;
  const expanded =
    defaultExpanded || focused || text.length > 0 || mode !== 'post' || !!quoted || !!attachment.attachment;

  const changeMode = (next: ComposerMode) => {
    // The default window starts an hour from when the form opens, not from when the composer mounted.
    if (next === 'live' && mode !== 'live') setLive(initialLiveForm(Date.now()));
    setMode(next);
  };

  const submit = () => {
    if (!canSend) return;
    const accepted = onSubmit({
      mode,
      body,
      title: mode === 'question' ? title.trim() : '',
      poll: mode === 'poll' ? pollValue(poll, Date.now()) : undefined,
      live: mode === 'live' ? liveValue(live) : undefined,
      alsoToFeed: alsoToFeedOption && alsoToFeed,
      ...(media ? { media } : {}),
    });
    if (accepted === false) return;
    setText('');
    setTitle('');
    setMode('post');
    setPoll(initialPollForm());
    setAlsoToFeed(false);
    attachment.remove();
  };

  // A pasted YouTube link becomes the post's video (SPEC §5 recognised video links) when nothing is attached.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!toolbar || attachment.attachment) return;
    const pasted = event.clipboardData.getData('text/plain').trim();
    if (pasted && !/\s/.test(pasted) && isYoutubeLink(pasted)) attachment.attachVideoLink(pasted);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-expanded={expanded}
      className="border-b border-slate-200 bg-white px-4 py-3"
    >
      <h2 id={headingId} className="mb-2 text-sm font-bold text-slate-900">
        {heading}
      </h2>
      {mode === 'question' && (
        <input
          data-testid="composer-title"
          aria-label="Question"
          value={title}
          maxLength={TITLE_MAX}
          placeholder="Ask a question"
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onKeyDown}
          className="mb-2 w-full rounded-lg border border-slate-200 px-3 py-2 font-semibold outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-100"
        />
      )}
      <textarea
        data-testid="composer-input"
        aria-labelledby={headingId}
        value={text}
        placeholder={placeholders[mode] ?? placeholder}
        rows={expanded ? 4 : 1}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        className="w-full resize-none rounded-lg border border-slate-200 px-3 py-2 text-base outline-none placeholder:text-slate-400 focus:border-sky-500 focus:ring-2 focus:ring-sky-100"
      />
      {mode === 'poll' && <PollForm value={poll} onChange={setPoll} onRemove={() => setMode('post')} />}
      {mode === 'live' && (
        <LiveForm value={live} errors={liveErrors} onChange={setLive} onRemove={() => setMode('post')} />
      )}
      {toolbar && <AttachmentPreview state={attachment} />}
      {quoted}
      {(expanded || toolbar) && (
        <div className="mt-2 flex items-center justify-end gap-3">
          {toolbar && (
            <ComposerToolbar
              mode={mode}
              onMode={changeMode}
              onArticle={onArticle}
              quoting={!!quoted}
              onMediaFile={attachment.attachFile}
              mediaDisabled={!!attachment.attachment}
              onGif={
                gifPicker
                  ? (gif) => attachment.attachLink({ type: 'Gif', url: gif.url, alt: gif.title })
                  : undefined
              }
            />
          )}
          {alsoToFeedOption && (
            <label className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                data-testid="composer-also-to-feed"
                checked={alsoToFeed}
                onChange={(event) => setAlsoToFeed(event.target.checked)}
              />
              {messages.alsoSendToMainFeed}
            </label>
          )}
          <span className="flex-1" />
          <CounterRing length={body.length} />
          <span className="group relative inline-flex">
            <Button
              data-testid="composer-send"
              onClick={submit}
              disabled={!canSend}
              loading={publishing}
              aria-describedby={limitReached ? tooltipId : undefined}
            >
              {submitLabel}
            </Button>
            {limitReached && (
              <span
                id={tooltipId}
                role="tooltip"
                className="pointer-events-none absolute right-0 bottom-full mb-2 hidden w-max max-w-60 rounded-md bg-slate-800 px-2 py-1 text-xs text-white group-hover:block group-focus-within:block"
              >
                {messages.postLimitReached}
              </span>
            )}
          </span>
        </div>
      )}
    </section>
  );
}
