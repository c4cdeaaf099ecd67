import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, routePrefix } from '../../app/paths';
import { useGuardMinRole } from '../../state/queries/appConfig';
import { meetsGuard, useCanKycQuery, useRoleQuery } from '../../state/queries/kyc';
import { useAccountId } from '../../state/session';
import { FeedbackDialog } from '../feedback/FeedbackDialog';

const itemClass =
  'block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/**
 * The header menu: the viewer's verification role, 'Bookmarks' when signed in, 'Verify identity' below
 * Silver, 'Admin' for a system admin, and 'Send feedback'.
 */
export function HeaderMenu() {
  const viewer = useAccountId();
  const role = useRoleQuery().data;
  const guardMinRole = useGuardMinRole();
  const canKyc = useCanKycQuery(!!role && !meetsGuard(role, guardMinRole)).data;
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = routePrefix(useParams().community);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <>
      {viewer && role && (
        <span
          data-testid="header-role"
          title="Verification level"
          className="hidden rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 sm:inline"
        >
          {role}
        </span>
      )}
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
            align="end"
            sideOffset={6}
            className="z-40 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {viewer && role && (
              <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
                Verification: <span data-testid="header-menu-role">{role}</span>
              </DropdownMenu.Label>
            )}
            {viewer && (
              <DropdownMenu.Item
                className={itemClass}
                data-testid="header-menu-bookmarks"
                onSelect={() => navigate(paths.bookmarks(prefix))}
              >
                Bookmarks
              </DropdownMenu.Item>
            )}
            {canKyc && (
              <DropdownMenu.Item
                className={itemClass}
                data-testid="header-menu-verify"
                onSelect={() => navigate(paths.kyc(location.pathname + location.search))}
              >
                Verify identity
              </DropdownMenu.Item>
            )}
            {role === 'SysAdmin' && (
              <DropdownMenu.Item
                className={itemClass}
                data-testid="header-menu-admin"
                onSelect={() => navigate(paths.admin)}
              >
                Admin
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              className={itemClass}
              data-testid="header-menu-feedback"
              onSelect={() => setFeedbackOpen(true)}
            >
              Send feedback
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
