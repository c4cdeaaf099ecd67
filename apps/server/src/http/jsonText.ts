/** A response body already serialised as JSON (from a cache); routes send its text as is. */
export class JsonText {
  constructor(readonly text: string) {}
}
