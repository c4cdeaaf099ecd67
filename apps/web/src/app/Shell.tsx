import { Outlet } from 'react-router';
import { BannedScreen, useBannedState } from '../features/account/BannedScreen';
import { ComposeDialog } from '../features/composer/ComposeDialog';
import { GuardModals } from '../features/kyc/GuardModals';
import { useAppConfigQuery } from '../state/queries/appConfig';
import { BottomTabBar } from './BottomTabBar';
import { CompactHeader } from './CompactHeader';
import { Sidebar } from './Sidebar';
import { useCompactLayout } from './useCompactLayout';
import { useRealtime } from './useRealtime';

/** Moves focus to the main content, past the navigation (WCAG 2.4.1); `main` takes focus (tabIndex −1). */
function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-sky-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}

/**
 * The app frame (docs/DECISIONS.md "Web layout"): a skip link, then on wide screens a sticky left sidebar beside
 * a 600 px column, on phones a slim top bar, a bottom tab bar and a drawer. One layout is in the page at a time,
 * so there is one banner and one main landmark. `--shell-top` and `--shell-bottom` tell sticky and fixed
 * elements (tab bars, the verification welcome) how much of the viewport the frame's bars cover.
 */
export function Shell() {
  useAppConfigQuery();
  useRealtime();
  const compact = useCompactLayout();
  if (useBannedState()) return <BannedScreen />;
  const main = (
    <main
      id="main"
      tabIndex={-1}
      className={`w-full min-w-0 bg-white outline-none ${
        compact
          ? 'min-h-[calc(100dvh-3.5rem)] pb-[calc(3.5rem+env(safe-area-inset-bottom))]'
          : 'min-h-screen max-w-[600px] border-x border-slate-200'
      }`}
    >
      <Outlet />
    </main>
  );
  return (
    <div
      className={`min-h-screen bg-slate-50 text-slate-900 ${
        compact
          ? '[--shell-bottom:calc(3.5rem+env(safe-area-inset-bottom))] [--shell-top:3.5rem]'
          : '[--shell-bottom:0px] [--shell-top:0px]'
      }`}
    >
      <SkipLink />
      {compact ? (
        <>
          <CompactHeader />
          {main}
          <BottomTabBar />
        </>
      ) : (
        <div className="mx-auto flex max-w-[840px] justify-center">
          <Sidebar />
          {main}
        </div>
      )}
      <GuardModals />
      <ComposeDialog />
    </div>
  );
}
