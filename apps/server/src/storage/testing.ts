/** Test helpers of the storage: multipart bodies as a browser's FormData would send them. */

/** A multipart request body and its Content-Type (with the boundary). */
export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * Encodes one file in a multipart/form-data body (the platform's FormData, so the framing is a browser's).
 * @param field the form field (the storage reads `file`)
 * @param type the declared Content-Type of the part (the server must ignore it)
 */
export async function multipartFile(
  bytes: Uint8Array,
  opts: { field?: string; name?: string; type?: string } = {},
): Promise<MultipartBody> {
  const form = new FormData();
  form.append(
    opts.field ?? 'file',
    new Blob([bytes], { type: opts.type ?? 'application/octet-stream' }),
    opts.name ?? 'upload.bin',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
