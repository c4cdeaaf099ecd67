/**
 * True when the page runs inside a frame: the embed frame or the extension's side panel (SPEC §6: share
 * and repost menus are hidden there, and the identity-verification welcome is not shown).
 */
export const isEmbedded = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};
