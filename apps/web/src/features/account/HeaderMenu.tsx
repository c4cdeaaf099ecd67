import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Role } from '@rep/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useGuardMinRole } from '../../state/queries/appConfig';
import { meetsGuard, useCanKycQuery, useRoleQuery } from '../../state/queries/kyc';
import { useAccountId } from '../../state/session';
import { FeedbackDialog } from '../feedback/FeedbackDialog';

/** One entry of the account menu; `key` names its test id (`header-menu-<key>`, `drawer-<key>`). */
export interface MenuEntry {
  key: 'bookmarks' | 'verify' | 'admin' | 'storage' | 'feedback';
  label: string;
  onSelect: () => void;
}

/**
 * The account menu's entries: 'Bookmarks' when signed in, 'Verify identity' below the guard's role, 'Admin'
 * for a system admin, 'Storage' (the runners page) and 'Send feedback' (which calls `openFeedback`). Also answers the viewer's role, if any.
 */
export function useMenuEntries(openFeedback: () => void): { role?: Role; entries: MenuEntry[] } {
  const viewer = useAccountId();
  const role = useRoleQuery().data;
  const guardMinRole = useGuardMinRole();
  const canKyc = useCanKycQuery(!!role && !meetsGuard(role, guardMinRole)).data;
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = routePrefix(useParams().community);
  const entries: MenuEntry[] = [];
  if (viewer)
    entries.push({ key: 'bookmarks', label: 'Bookmarks', onSelect: () => navigate(paths.bookmarks(prefix)) });
  if (canKyc)
    entries.push({
      key: 'verify',
      label: 'Verify identity',
      onSelect: () => navigate(paths.kyc(location.pathname + location.search)),
    });
  if (role === 'SysAdmin')
    entries.push({ key: 'admin', label: 'Admin', onSelect: () => navigate(paths.admin) });
  entries.push({ key: 'storage', label: 'Storage', onSelect: () => navigate(paths.runners) });
  entries.push({ key: 'feedback', label: 'Send feedback', onSelect: openFeedback });
  return { role: viewer ? role : undefined, entries };
}

const itemClass =
  'block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The wide layout's account menu (⋯): the viewer's verification role and {@link useMenuEntries}. */
export function HeaderMenu() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { role, entries } = useMenuEntries(() => setFeedbackOpen(true));

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-testid="header-menu"
          aria-label="Menu"
          className="rounded-full px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100"
        >
          ⋯
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            side="top"
            sideOffset={6}
            className="z-40 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {role && (
              <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
                Verification: <span data-testid="header-menu-role">{role}</span>
              </DropdownMenu.Label>
            )}
            {entries.map((entry) => (
              <DropdownMenu.Item
                key={entry.key}
                className={itemClass}
                data-testid={`header-menu-${entry.key}`}
                onSelect={entry.onSelect}
              >
                {entry.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
