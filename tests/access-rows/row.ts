/** Builds a row of the access table (the same helper as tests/access-matrix.ts uses for its own rows). */
import type { AccessRow, Actor, Expectation, Operation } from '../access-matrix.ts';

type Extra = Pick<AccessRow, 'query' | 'data' | 'merge' | 'writes' | 'setup' | 'unlogged'>;

export const row = (
  rule: number,
  actor: Actor,
  op: Operation,
  path: string,
  expect: Expectation,
  description: string,
  extra: Extra = {},
): AccessRow => ({ rule, actor, description, op, path, ...extra, expect });
