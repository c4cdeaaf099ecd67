import * as Menu from '@radix-ui/react-dropdown-menu';
import { messages } from '@rep/shared';
import { toast } from 'sonner';
import { ShareIcon } from '../../ui/icons';

/** Copies a link, falling back to a hidden textarea where the clipboard API is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export const menuContentClass =
  'z-30 min-w-44 rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-lg';
export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 outline-none select-none data-[highlighted]:bg-slate-100';

/**
 * Where a card's menus are portaled: the main landmark (axe-core `region`: all content inside landmarks),
 * the body where the page has none. The menus stay outside the card, so their clicks do not open the post.
 */
export const menuContainer = () => document.getElementById('main') ?? undefined;

/** The share menu of a card (SPEC §2): copy the post's link ('Copied'). */
export function ShareMenu({ path, disabled }: { path: string; disabled: boolean }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="share-button"
        aria-label="Share"
        disabled={disabled}
        className="inline-flex items-center rounded-full px-2 py-1 text-slate-500 hover:bg-sky-50 hover:text-sky-600 disabled:cursor-not-allowed"
      >
        <ShareIcon />
      </Menu.Trigger>
      <Menu.Portal container={menuContainer()}>
        <Menu.Content align="end" className={menuContentClass}>
          <Menu.Item
            data-testid="share-copy-link"
            className={menuItemClass}
            onSelect={() =>
              void copyText(new URL(path, window.location.origin).href).then(() =>
                toast.success(messages.copied),
              )
            }
          >
            Copy link
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
