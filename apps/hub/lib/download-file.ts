// Downloads a file the pass answers to an endpoint (an export, a payout batch): fetched with the signed-in
// token (a plain link cannot carry it), then handed to the browser as a file with the name the pass gave.
import { fillPath } from '@repo/contract/endpoint';
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { agentHeaders } from '@repo/contract/headers';

export interface DownloadRequest {
  passBaseUrl: string;
  endpoint: EndpointDefinition;
  params: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  token: string | null;
  languageId: number;
  /** Used when the answer does not name the file. */
  fallbackName: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="orders-20261124.csv"`). */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? null;
}

export async function downloadFile(request: DownloadRequest): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
  const url = `${request.passBaseUrl.replace(/\/$/, '')}${fillPath(request.endpoint.path, request.params)}${query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      [agentHeaders.languageId]: String(request.languageId),
    },
  });
  if (!response.ok) throw new Error(`download failed with ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? request.fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
