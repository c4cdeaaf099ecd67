/** A response body already serialised as UTF-8 JSON (from a cache); routes send its bytes as they are. */
export class JsonBody {
  constructor(readonly bytes: Buffer) {}
}
