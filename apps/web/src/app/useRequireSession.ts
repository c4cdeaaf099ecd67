import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../state/session';
import { paths } from './paths';

/**
 * Guards an action that needs a signed-in account (post, like, bookmark, reply, follow): runs it when
 * signed in, otherwise sends the visitor to /signin and back here afterwards.
 */
export function useRequireSession() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void) => {
      if (useSessionStore.getState().session) action();
      else navigate(paths.signIn(location.pathname + location.search));
    },
    [navigate, location.pathname, location.search],
  );
}
