import { BackendError, errorCode } from '../types.ts';

/** Re-throws whatever the SDK threw as the port's `BackendError`, keeping Firebase's code. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(errorCode(error) ?? 'unknown', message);
}

/** Runs one SDK call and converts its failure to `BackendError`. */
export async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}
