import { messages, youtubeEmbedUrl } from '@rep/shared';

/**
 * A video link's player (SPEC §5): YouTube in its privacy-enhanced player (youtube-nocookie.com, the only
 * origin the CSP lets the app frame); a link it cannot play says 'Invalid url' (SPEC §8).
 */
export function VideoEmbed({ link, className = '' }: { link: string; className?: string }) {
  const embed = youtubeEmbedUrl(link);
  if (!embed) return <InvalidVideoLink className={className} />;
  return (
    <div className={`aspect-video w-full overflow-hidden rounded-xl bg-black ${className}`}>
      <iframe
        data-testid="video-embed"
        src={embed}
        title="YouTube video"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
      />
    </div>
  );
}

/** What shows in place of a video link that cannot be played (SPEC §8 'Invalid url'). */
export function InvalidVideoLink({ className = '' }: { className?: string }) {
  return (
    <p
      data-testid="video-invalid"
      role="alert"
      className={`rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {messages.invalidUrl}
    </p>
  );
}
