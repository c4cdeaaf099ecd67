import { messages } from '@rep/shared';
import { Link, useParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { collectRefs } from '../../state/queries/postCache';
import { usePostQuery } from '../../state/queries/posts';
import { Spinner } from '../../ui/Spinner';
import { PostCard } from '../post/PostCard';

/**
 * A live schedule (`/:community/stream/:postId`): the schedule post and its state — 'Join' before the start,
 * 'Start Now' for the streamer or the 'Live' tile during the window, nothing after the end.
 */
export function StreamPage() {
  const params = useParams();
  const postId = params.postId ?? '';
  const prefix = routePrefix(params.community);
  const query = usePostQuery(postId);
  usePageTitle('Live schedule');

  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  const post = query.data?.data[0];
  if (!query.data || !post || !query.data.metadata.lives[postId]) {
    return <p className="px-4 py-8 text-center text-sm text-slate-500">{messages.postNotExist}</p>;
  }
  return (
    <>
      <header className="flex items-baseline justify-between border-b border-slate-200 px-4 py-3">
        <h1 className="text-lg font-bold text-slate-900">Live schedule</h1>
        <Link to={paths.thread(post)} className="text-sm text-sky-700 hover:underline">
          Comments ({post.numComment})
        </Link>
      </header>
      <PostCard post={post} refs={collectRefs(query.data)} prefix={prefix} linkToPost={false} focused />
    </>
  );
}
