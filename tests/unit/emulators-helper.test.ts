/**
 * The emulators' start helper (scripts/emulators.mjs) decides how this machine starts each emulator;
 * every `npm test` then starts or reuses them through it. Here: its choice, for the cases a machine
 * can be in (a jar and a Java to run it, a jar and no Java, no jar), with the jar named by
 * FIRESTORE_EMULATOR_JAR so the cases do not depend on what is installed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorPlan, findFirestoreJar, HOW_TO_GET_FIRESTORE, javaMajorVersion } from '../../scripts/emulators.mjs';

const jar = join(mkdtempSync(join(tmpdir(), 'emulator-jar-')), 'cloud-firestore-emulator.jar');
writeFileSync(jar, '');
const missing = join(tmpdir(), 'no-such-dir', 'cloud-firestore-emulator.jar');

describe('the emulators helper', () => {
  it('uses the jar FIRESTORE_EMULATOR_JAR names, and none when that file is missing', () => {
    expect(findFirestoreJar({ FIRESTORE_EMULATOR_JAR: jar })).toBe(jar);
    expect(findFirestoreJar({ FIRESTORE_EMULATOR_JAR: missing })).toBeNull();
  });

  it('starts Firestore from a jar with this machine’s Java, or says why it cannot', () => {
    const java = javaMajorVersion();
    const plan = emulatorPlan({ FIRESTORE_EMULATOR_JAR: jar });
    if (java === null) {
      expect(plan.firestore).toMatchObject({ how: null, reason: expect.stringContaining('no Java runtime') });
    } else {
      expect(plan.firestore).toEqual({ how: 'jar', jar, detail: `${jar} on Java ${java}` });
    }
    // Auth always comes from firebase-tools, a devDependency.
    expect(plan.auth).toMatchObject({ how: 'firebase-tools' });
  });

  it('without a jar: firebase-tools on Java 21 and newer, else a message that says how to get one', () => {
    const java = javaMajorVersion();
    const plan = emulatorPlan({ FIRESTORE_EMULATOR_JAR: missing });
    if (java !== null && java >= 21) {
      expect(plan.firestore).toMatchObject({ how: 'firebase-tools' });
    } else {
      expect(plan.firestore).toMatchObject({ how: null, reason: expect.stringContaining(HOW_TO_GET_FIRESTORE) });
    }
  });
});
