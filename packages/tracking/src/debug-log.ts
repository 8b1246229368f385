// What the debugger shows about traffic: the latest API errors, recorded by the apps' data layer.

export interface ApiErrorRecord {
  at: string;
  name: string;
  status?: number;
  message: string;
}

export const API_ERROR_LOG_SIZE = 20;

let apiErrors: readonly ApiErrorRecord[] = [];
const listeners = new Set<() => void>();

/**
 * Records a failed API call for the debugger; apps call it from their query/mutation error handlers, e.g.
 * `new QueryCache({ onError: recordApiError })`. Takes any error; ApiError's name and status are used.
 */
export function recordApiError(error: unknown): void {
  const record: ApiErrorRecord = {
    at: new Date().toISOString(),
    name: readString(error, 'name') ?? 'error',
    status: readNumber(error, 'status'),
    message: readString(error, 'message') ?? String(error),
  };
  apiErrors = [record, ...apiErrors].slice(0, API_ERROR_LOG_SIZE);
  for (const listener of listeners) listener();
}

export function getApiErrors(): readonly ApiErrorRecord[] {
  return apiErrors;
}

export function subscribeApiErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readString(value: unknown, key: string): string | undefined {
  const field =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : undefined;
}

function readNumber(value: unknown, key: string): number | undefined {
  const field =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'number' ? field : undefined;
}
