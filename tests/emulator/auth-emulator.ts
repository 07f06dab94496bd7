/**
 * What the Auth-emulator suites share: the error code a failing gateway call rejects with, and the
 * out-of-band codes (verification and reset links) the emulator would have mailed.
 */
import { expect } from 'vitest';
import { errorCode } from '../../src/backend/types.ts';
import { authUrl as EMULATOR, PROJECT_ID } from '../../scripts/emulators.mjs';

/** The error code a failing call rejects with. */
export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('BackendError');
    return errorCode(error);
  }
  throw new Error('expected the call to fail');
}

export interface OobCode {
  email: string;
  /** Set on an e-mail change's link: the address it moves the account to. */
  newEmail?: string;
  requestType: string;
  oobLink: string;
}

/** Every link the emulator has "sent" in this project. */
export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}
