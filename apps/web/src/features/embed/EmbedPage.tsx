import { useSearchParams } from 'react-router';
import { EmbedFrame } from './EmbedFrame';
import { EmbedHelp } from './EmbedHelp';

/**
 * `/embed` (issue 17, SPEC §9): with `?url=<page address>` the frame a site embeds; without it, the help page
 * a visitor opening the address directly sees.
 */
export function EmbedPage() {
  const [searchParams] = useSearchParams();
  const url = searchParams.get('url');
  return url ? <EmbedFrame url={url} community={searchParams.get('community')} /> : <EmbedHelp />;
}
