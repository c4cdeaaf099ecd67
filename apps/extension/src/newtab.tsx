import { CommunityFeed } from '../../web/src/features/community/CommunityFeed';
import { renderPage } from './ExtensionRoot';

/** The new-tab page (issue 17): the `newtab` community's feed and composer. */
function NewTab() {
  return (
    <main className="mx-auto max-w-xl" data-testid="new-tab" data-community="newtab">
      <h1 className="border-b border-slate-200 bg-white px-4 py-3 text-lg font-bold">Rep — New tab</h1>
      <CommunityFeed communityId="newtab" label="New tab posts" />
    </main>
  );
}

renderPage(NewTab);
