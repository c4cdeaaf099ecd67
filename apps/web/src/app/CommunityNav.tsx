import { NavLink } from 'react-router';
import { communityLinks, paths } from './paths';

/** The communities (SPEC §2) as a vertical list of links; full names, never clipped. */
export function CommunityNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Communities">
      <ul className="flex flex-col gap-0.5">
        {communityLinks.map((link) => (
          <li key={link.prefix}>
            <NavLink
              to={paths.feed(link.prefix)}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-full px-4 py-2 text-base transition-colors hover:bg-slate-100 ${
                  isActive ? 'font-bold text-slate-900' : 'text-slate-700'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
