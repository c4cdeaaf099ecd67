/**
 * The Rep browser extension's identity (issue 17). Its manifest carries {@link EXTENSION_PUBLIC_KEY}, so the
 * unpacked build always gets the id {@link DEFAULT_EXTENSION_ID}, which the website needs to message it
 * (`chrome.runtime.sendMessage(id, …)`, `externally_connectable`). A store build gets another id from the
 * store: the server's `EXTENSION_IDS` lists the ids the website talks to.
 */

/** The manifest `key`: the extension's RSA public key, DER (SubjectPublicKeyInfo) in base64. */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqc8fBzW/3Q62yVL8ydG5hB4dClmVj4fY/EOy8j6aeUb4TC9iFRZUruZeHHLIawF/Q6fYItDgCJ2+MBC+339ASSBCPRkct5f6WiP0yhwYgKEGKKD2AzTep76EpliIhRIX4J2igHZRY7TiLLaQY5jDQ3Rga8VwtgJVad36YgpzpOyDip+NZz0j/KBkiPlHJlhAKSddhJSe3wKvnIpG/T83checucEhvLi2dRj16ZN/Ue2FrEvE7aPAQfRJxjHP+3Is73av4vbY3f/sq7pEUaYSkV3ctSKkoNYTE8EAOQI/vHq4fjmZXLN/EM1i132ZOT4ba3/XtvM15mDyHr0awLYXywIDAQAB';

/** The id Chrome derives from {@link EXTENSION_PUBLIC_KEY}: the first 128 bits of its SHA-256, 0–f written a–p. */
export const DEFAULT_EXTENSION_ID = 'bhimgpphahifnaioonpeafddnmfnpnoh';

/**
 * The extension-redirect flag (SPEC §4: a cookie lasting 120 seconds): set when the extension's 'Sign in'
 * opens the website, so the website, once signed in, hands the extension its session and says so.
 */
export const EXTENSION_REDIRECT_COOKIE = 'rep_extension_redirect';

/** Lifetime of {@link EXTENSION_REDIRECT_COOKIE}, in seconds (SPEC §9 "Redirect cookie lifetime 120 seconds"). */
export const EXTENSION_REDIRECT_MAX_AGE_S = 120;

/** The query parameter with which the extension opens the website's sign-in page: `/signin?from=extension`. */
export const FROM_EXTENSION_PARAM = 'from';
