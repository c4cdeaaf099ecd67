import { messages, POST_TEXT_MAX } from '@rep/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { CounterRing } from './CounterRing';

export interface ComposerProps {
  /** Called with the trimmed text; the composer clears itself. */
  onSubmit: (body: string) => void;
  /** A post is being published: Send is disabled. */
  publishing?: boolean;
  /** The daily post limit is used up: Send is disabled with a tooltip. */
  limitReached?: boolean;
  placeholder?: string;
  submitLabel?: string;
  /** Starts expanded (the post page's reply box). */
  defaultExpanded?: boolean;
}

/** The 'New Rep' composer (SPEC §2, §4, §5): a textarea, the counter ring and Send. */
export function Composer({
  onSubmit,
  publishing = false,
  limitReached = false,
  placeholder = "What's happening?",
  submitLabel = 'Post',
  defaultExpanded = false,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const headingId = useId();
  const tooltipId = useId();
  const body = text.trim();
  const canSend = body.length > 0 && body.length <= POST_TEXT_MAX && !publishing && !limitReached;
  const expanded = defaultExpanded || focused || text.length > 0;

  const submit = () => {
    if (!canSend) return;
    onSubmit(body);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
        New Rep
      </h2>
      <textarea
        data-testid="composer-input"
        aria-labelledby={headingId}
        value={text}
        placeholder={placeholder}
        rows={expanded ? 4 : 1}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-lg border border-slate-200 px-3 py-2 text-base outline-none placeholder:text-slate-400 focus:border-sky-500 focus:ring-2 focus:ring-sky-100"
      />
      {expanded && (
        <div className="mt-2 flex items-center justify-end gap-3">
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
