import { type GifItem, messages } from '@rep/shared';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ArticleIcon, ImageIcon, LiveIcon, MapPinIcon, PollIcon, QuestionIcon } from '../../ui/icons';
import { GifPickerDialog } from '../gifs/GifPickerDialog';
import { MediaFileInput } from '../media/MediaFileInput';

export type ComposerMode = 'post' | 'poll' | 'question' | 'live';

export interface ComposerToolbarProps {
  mode: ComposerMode;
  onMode: (mode: ComposerMode) => void;
  onArticle: () => void;
  /** Quote mode: poll, map, article and question are disabled (SPEC §4), and the live schedule with them. */
  quoting: boolean;
  /** A GIF chosen in the GIF selection modal (issue 16); without it the GIF button says 'Feature in development'. */
  onGif?: (gif: GifItem) => void;
  /** The media picker's choice (an image or a video file, SPEC §5 Images); 'Feature in development' without it. */
  onMediaFile?: (file: File) => void;
  /** Media is already attached or on its way: the media and GIF buttons are disabled. */
  mediaDisabled?: boolean;
}

function ToolButton(props: {
  label: string;
  testId: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      aria-pressed={props.active}
      disabled={props.disabled}
      onClick={props.onClick}
      className={`inline-flex items-center rounded-full p-1.5 transition-colors hover:bg-sky-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent ${
        props.active ? 'bg-sky-100 text-sky-700' : 'text-sky-600'
      }`}
    >
      {props.children}
    </button>
  );
}

/**
 * The composer's buttons (SPEC §2): media (the picker of an image or video file), GIF, poll, map, article,
 * question, and 'Schedule live'. The map is not built yet ('Feature in development').
 */
export function ComposerToolbar({
  mode,
  onMode,
  onArticle,
  quoting,
  onGif,
  onMediaFile,
  mediaDisabled = false,
}: ComposerToolbarProps) {
  const notBuilt = () => toast.info(messages.featureInDevelopment);
  const [gifOpen, setGifOpen] = useState(false);
  const toggle = (next: ComposerMode) => onMode(mode === next ? 'post' : next);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-0.5">
      {onMediaFile && <MediaFileInput ref={fileInput} onFile={onMediaFile} />}
      <ToolButton
        label="Add media"
        testId="composer-media"
        disabled={mediaDisabled}
        onClick={() => (onMediaFile ? fileInput.current?.click() : notBuilt())}
      >
        <ImageIcon />
      </ToolButton>
      <ToolButton
        label="Add a GIF"
        testId="composer-gif"
        disabled={mediaDisabled}
        onClick={onGif ? () => setGifOpen(true) : notBuilt}
      >
        <span className="text-[10px] leading-[18px] font-bold">GIF</span>
      </ToolButton>
      {onGif ? <GifPickerDialog open={gifOpen} onOpenChange={setGifOpen} onChoose={onGif} /> : null}
      <ToolButton
        label="Poll"
        testId="composer-poll"
        active={mode === 'poll'}
        disabled={quoting}
        onClick={() => toggle('poll')}
      >
        <PollIcon />
      </ToolButton>
      <ToolButton label="Map" testId="composer-map" disabled={quoting} onClick={notBuilt}>
        <MapPinIcon />
      </ToolButton>
      <ToolButton label="Article" testId="composer-article" disabled={quoting} onClick={onArticle}>
        <ArticleIcon />
      </ToolButton>
      <ToolButton
        label="Question"
        testId="composer-question"
        active={mode === 'question'}
        disabled={quoting}
        onClick={() => toggle('question')}
      >
        <QuestionIcon />
      </ToolButton>
      <ToolButton
        label="Schedule live"
        testId="composer-live"
        active={mode === 'live'}
        disabled={quoting}
        onClick={() => toggle('live')}
      >
        <LiveIcon />
      </ToolButton>
    </div>
  );
}
