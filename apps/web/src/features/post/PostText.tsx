import { tokenizePostText } from '@rep/shared';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/**
 * Post text with hashtags and mentions as links (SPEC §2): a hashtag opens its search, a mention (a whole
 * handle, dots included) the account's page.
 */
export function PostText({ text, prefix }: { text: string; prefix: string }) {
  let offset = 0;
  return (
    <>
      {tokenizePostText(text).map((part) => {
        const key = offset;
        offset += part.text.length;
        if (part.kind === 'text') return <span key={key}>{part.text}</span>;
        const to =
          part.kind === 'hashtag'
            ? paths.search(prefix, { hashtag: part.value })
            : paths.handle(prefix, part.value);
        return (
          <Link
            key={key}
            to={to}
            data-testid={part.kind === 'hashtag' ? 'hashtag-link' : 'mention-link'}
            className="text-sky-600 hover:underline"
          >
            {part.text}
          </Link>
        );
      })}
    </>
  );
}
