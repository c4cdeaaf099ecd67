import type { Conversation, UserProfile } from '@rep/shared';

/** The members a viewer sees a conversation with: everyone but the viewer, the direct partner first. */
export function otherMembers(conversation: Conversation, viewer: string | null): string[] {
  const others = conversation.members.filter((id) => id !== viewer);
  const partner = conversation.dmPartner;
  return partner ? [partner, ...others.filter((id) => id !== partner)] : others;
}

/** A member's name to show: the display name, else '@username', else 'Someone'. */
export function memberName(profiles: Record<string, UserProfile>, id: string): string {
  const profile = profiles[id];
  return profile?.displayName || (profile?.username ? `@${profile.username}` : 'Someone');
}

/**
 * A conversation's name as its list row and header show it (issue 15): the partner's name for a direct
 * conversation, the other members' names joined for a group ('Ada, Bob and 3 others'), 'Only you' when
 * everyone else left.
 */
export function conversationTitle(
  conversation: Conversation,
  profiles: Record<string, UserProfile>,
  viewer: string | null,
): string {
  const names = otherMembers(conversation, viewer).map((id) => memberName(profiles, id));
  if (names.length === 0) return 'Only you';
  if (names.length <= 3)
    return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const rest = names.length - 2;
  return `${names[0]}, ${names[1]} and ${rest} others`;
}
