import { renderApp } from './app/renderApp';
import { createRouter } from './app/router';
import { restoreSession } from './state/apiClient';
import { bindExtensionToSession } from './state/extensionBridge';
import { bindPushToSession } from './state/push';
import './index.css';

const router = createRouter();
// Signing out removes this browser's push subscription; another account signing in drops it (SPEC §4).
bindPushToSession();
// Signing in here signs the Rep extension in with a session of its own; signing out signs it out (issue 17).
bindExtensionToSession();

// A stored refresh token is exchanged for the session before the first render (state/session.ts).
void restoreSession().then(() => renderApp(router));
