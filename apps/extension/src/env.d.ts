interface ImportMetaEnv {
  /** The Rep server's origin, set by vite.config.ts from REP_API_ORIGIN. */
  readonly REP_API_ORIGIN?: string;
}
