/** The rules mutation check's reading of firestore.rules (scripts/rules-mutation.mjs): which conditions it removes, and how. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionsReaching, conditionsOf, keyOf, mutantOf } from '../../scripts/rules-mutation.mjs';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // A comment with && and || in it, and a 'quote.
    function isOwner(uid) {
      return request.auth.uid == uid;
    }
    function isValid(data) {
      return data.keys().hasOnly(['a', 'b'])
        && (!('a' in data) || data.a is string)
        && data.b.matches('x||y&&z');
    }
    match /notes/{id} {
      allow get: if true;
      allow create: if isValid(request.resource.data) && (isOwner(request.resource.data.owner) || isOwner('admin'));
    }
    match /users/{uid} {
      allow get: if isOwner(uid);
    }
  }
}`;

describe('conditionsOf', () => {
  const conditions = conditionsOf(RULES);

  it('finds every operand of && and || in functions and allow statements, and nothing in comments or strings', () => {
    expect(conditions.map((condition) => [keyOf(condition), condition.replacement])).toEqual([
      ['isOwner: request.auth.uid == uid', 'true'],
      ["isValid: data.keys().hasOnly(['a', 'b'])", 'true'],
      ["isValid: !('a' in data)", 'false'],
      ['isValid: data.a is string', 'false'],
      ["isValid: data.b.matches('x||y&&z')", 'true'],
      ['/notes/{id} allow create: isValid(request.resource.data)', 'true'],
      ['/notes/{id} allow create: isOwner(request.resource.data.owner)', 'false'],
      ["/notes/{id} allow create: isOwner('admin')", 'false'],
      ['/users/{uid} allow get: isOwner(uid)', 'true'],
    ]);
  });

  it('removes one condition per mutant, leaving the rest of the file as it was', () => {
    const target = conditions.find((condition) => condition.text === 'data.a is string')!;
    const mutant = mutantOf(RULES, target);
    expect(mutant).toContain("(!('a' in data) || false)");
    expect(mutant.replace("(!('a' in data) || false)", "(!('a' in data) || data.a is string)")).toBe(RULES);
    expect(target.line).toBe(RULES.split('\n').findIndex((line) => line.includes('data.a is string')) + 1);
  });

  it('knows which collections a condition can affect', () => {
    const reaching = collectionsReaching(RULES);
    const at = (text: string) => conditions.find((condition) => condition.text === text)!.start;
    expect([...reaching.of(at('request.auth.uid == uid'))!].sort()).toEqual(['notes', 'users']);
    expect([...reaching.of(at('data.a is string'))!]).toEqual(['notes']);
  });

  it('reads the project’s own rules: every condition is a condition, none is a path', () => {
    const own = conditionsOf(readFileSync('firestore.rules', 'utf8'));
    expect(own.length).toBeGreaterThan(150);
    expect(own.filter((condition) => condition.text.startsWith('/') || condition.text === 'true')).toEqual([]);
  });
});
