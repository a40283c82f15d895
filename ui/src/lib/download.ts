// Files from the API (a VAT document's PDF, a CSV export), apart from the client so the screens
// that never download do not carry it.
import { request } from '@/lib/api-client';

/** A file from the API, with the name the server suggests. */
export async function download(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await request(path, {});
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), name };
}
