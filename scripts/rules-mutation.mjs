#!/usr/bin/env node
/**
 * `npm run test:mutation`: proves every condition in firestore.rules matters. Each condition is
 * removed in turn — an operand of `&&` becomes `true`, an operand of `||` becomes `false`, a lone
 * condition becomes `true` — the mutant is loaded into the Firestore emulator, and the access table
 * (tests/access-matrix.ts) runs against it until a row fails. A mutant no row notices "survives":
 * the condition is not tested, or not needed. Survivors are listed; each must be explained in
 * tests/rules-mutation-survivors.json ("function: condition" → why no row can notice it), or the
 * run fails. Rows that killed a mutant are tried first for the next one, so most mutants die within
 * a few rows. Several mutants are tried at once, each in its own emulator project: loading rules is
 * the emulator's costliest step (compiling them), so each mutant is loaded once.
 *
 *   node scripts/rules-mutation.mjs [--rules firestore.rules] [--only <pattern>]
 *   (`--only`: a regular expression the condition's place — line and function — or its text matches)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clearFirestore, loadFirestoreRules, startEmulators } from './emulators.mjs';
import { importProjectModule } from './seed-emulators.mjs';

/**
 * Mutants tried at once, each loaded into its own emulator project, where its rows run one by one.
 * Measured on 2 cores: a rules load costs about 320 ms alone and about 145 ms each with 8 in flight
 * (more in flight costs more each); the old way, one mutant at a time in 4 projects, paid 4 loads a
 * mutant.
 */
const LANES = 8;
const PROJECT_IDS = Array.from({ length: LANES }, (_, lane) => `demo-rules-mutation-${lane}`);

// ---------------------------------------------------------------------------------------------
// Finding the conditions

/**
 * The rules' source with comments and string contents blanked (same length, same offsets), so
 * operators and brackets can be found by scanning.
 */
export function maskSource(source) {
  let out = '';
  for (let i = 0; i < source.length; ) {
    const two = source.slice(i, i + 2);
    if (two === '//') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (source[i] === "'" || source[i] === '"') {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && source[j] !== quote) j += source[j] === '\\' ? 2 : 1;
      out += quote + ' '.repeat(j - i - 1) + quote;
      i = j + 1;
    } else {
      out += source[i];
      i += 1;
    }
  }
  return out;
}

/** Top-level positions of `op` ('&&' or '||') in masked[start, end). */
function splitAt(masked, start, end, op) {
  const parts = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i++) {
    const c = masked[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && masked.slice(i, i + 2) === op) {
      parts.push([from, i]);
      from = i + 2;
      i++;
    }
  }
  parts.push([from, end]);
  return parts;
}

/** [start, end) without surrounding whitespace. */
function trim(masked, start, end) {
  while (start < end && /\s/.test(masked[start])) start++;
  while (end > start && /\s/.test(masked[end - 1])) end--;
  return [start, end];
}

/** True when masked[start, end) is one parenthesised group. */
function isWrapped(masked, start, end) {
  if (masked[start] !== '(' || masked[end - 1] !== ')') return false;
  let depth = 0;
  for (let i = start; i < end; i++) {
    if (masked[i] === '(') depth++;
    else if (masked[i] === ')') depth--;
    if (depth === 0 && i < end - 1) return false;
  }
  return true;
}

/** The leaves of the expression at [start, end): each with the operator it is an operand of. */
function leavesOf(masked, start, end, parentOp, out) {
  [start, end] = trim(masked, start, end);
  for (const op of ['||', '&&']) {
    const parts = splitAt(masked, start, end, op);
    if (parts.length > 1) {
      for (const [from, to] of parts) leavesOf(masked, from, to, op, out);
      return out;
    }
  }
  if (isWrapped(masked, start, end)) {
    const inner = [];
    leavesOf(masked, start + 1, end - 1, parentOp, inner);
    // A group with operators inside is split; a group around one condition is that condition.
    if (inner.length > 1) {
      out.push(...inner);
      return out;
    }
  }
  out.push({ start, end, parentOp });
  return out;
}

/** The end of the statement starting at `from`: the next top-level ';'. */
function statementEnd(masked, from) {
  let depth = 0;
  for (let i = from; i < masked.length; i++) {
    const c = masked[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ';' && depth === 0) return i;
  }
  throw new Error(`No ';' after offset ${from}`);
}

/** Where a condition is: the function it is in, or the match path and operations of its allow. */
function placeOf(masked, source, at) {
  const before = masked.slice(0, at);
  const fn = [...before.matchAll(/function\s+(\w+)\s*\(/g)].at(-1);
  const allow = [...before.matchAll(/allow\s+([\w,\s]+):\s*if/g)].at(-1);
  const match = [...before.matchAll(/match\s+(\S+)\s*\{/g)].at(-1);
  if (allow && (!fn || allow.index > fn.index)) return `${match?.[1] ?? '?'} allow ${allow[1].replace(/\s+/g, ' ').trim()}`;
  return fn ? fn[1] : '?';
}

/**
 * Every condition of the rules: `{ place, text, line, start, end, replacement }`, one mutant each.
 * `text` is the condition as written (whitespace collapsed), `place` the function or allow it is in.
 */
export function conditionsOf(source) {
  const masked = maskSource(source);
  const found = [];
  for (const statement of masked.matchAll(/\breturn\b|\ballow\s+[\w,\s]+:\s*if\b/g)) {
    const from = statement.index + statement[0].length;
    const to = statementEnd(masked, from);
    const leaves = leavesOf(masked, from, to, null, []);
    for (const { start, end, parentOp } of leaves) {
      const text = source.slice(start, end).replace(/\s+/g, ' ').trim();
      // Not conditions: a constant, or a path that a helper builds.
      if (text === 'true' || text === 'false' || text.startsWith('/')) continue;
      found.push({
        place: placeOf(masked, source, start),
        text,
        line: source.slice(0, start).split('\n').length,
        start,
        end,
        replacement: parentOp === '||' ? 'false' : 'true',
      });
    }
  }
  return found;
}

/** The end of the block whose `{` is at `open`. */
function blockEnd(masked, open) {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === '{') depth++;
    else if (masked[i] === '}' && --depth === 0) return i;
  }
  return masked.length;
}

/**
 * For each function, and for each allow statement (by its start offset), the top-level collections
 * whose rules reach it: a condition there can only change what happens to those collections.
 */
export function collectionsReaching(source) {
  const masked = maskSource(source);
  const functions = new Map();
  for (const match of masked.matchAll(/function\s+(\w+)\s*\([^)]*\)\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    functions.set(match[1], { start: match.index, end: blockEnd(masked, open), body: masked.slice(open, blockEnd(masked, open)) });
  }
  const calls = (text) => [...functions.keys()].filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(text));
  const reach = new Map([...functions.keys()].map((name) => [name, new Set()]));
  const allows = [];
  for (const match of masked.matchAll(/match\s+\/(\w+)\S*\s+\{/g)) {
    const collection = match[1];
    if (collection === 'databases') continue;
    const end = blockEnd(masked, match.index + match[0].length - 1);
    for (const allow of masked.slice(match.index, end).matchAll(/allow\s+[\w,\s]+:\s*if\b/g)) {
      const at = match.index + allow.index;
      const body = masked.slice(at, statementEnd(masked, at));
      // Nested matches (viewers inside blogs) belong to the outer collection: the first found wins.
      if (!allows.some((entry) => entry.at === at)) allows.push({ at, collection, body });
    }
  }
  for (const { collection, body } of allows) {
    const pending = calls(body);
    const seen = new Set();
    while (pending.length) {
      const name = pending.pop();
      if (seen.has(name)) continue;
      seen.add(name);
      reach.get(name).add(collection);
      pending.push(...calls(functions.get(name).body));
    }
  }
  return {
    /** The collections a condition at `offset` can affect (all, when unknown). */
    of(offset) {
      const allow = allows.filter((entry) => entry.at <= offset).at(-1);
      const fn = [...functions.entries()].find(([, { start, end }]) => start <= offset && offset <= end);
      if (fn) return reach.get(fn[0]);
      return allow ? new Set([allow.collection]) : null;
    },
  };
}

export const mutantOf = (source, condition) => source.slice(0, condition.start) + condition.replacement + source.slice(condition.end);
export const keyOf = (condition) => `${condition.place}: ${condition.text}`;

// ---------------------------------------------------------------------------------------------
// Running them

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const rulesFile = option('rules') ?? fileURLToPath(new URL('../firestore.rules', import.meta.url));
  const only = option('only');
  const source = readFileSync(rulesFile, 'utf8');
  const explained = JSON.parse(readFileSync(fileURLToPath(new URL('../tests/rules-mutation-survivors.json', import.meta.url)), 'utf8'));
  const onlyPattern = only ? new RegExp(only) : null;
  const conditions = conditionsOf(source).filter((condition) => !onlyPattern || onlyPattern.test(keyOf(condition)));

  const emulators = await startEmulators({ only: ['firestore', 'auth'] });
  const started = Date.now();
  let failed = false;
  try {
    const { firstFailingRow, ROW_NAMES, ROWS } = await importProjectModule('../tests/rules-mutation-runner.ts');
    // The unmutated rules must pass every row, or nothing below means anything.
    await Promise.all(PROJECT_IDS.map((projectId) => loadFirestoreRules(projectId, source)));
    const all = ROW_NAMES.map((_, index) => index);
    const baseline = await firstFailingRow(PROJECT_IDS, all);
    if (baseline !== null) throw new Error(`The rules as written fail a row: ${ROW_NAMES[baseline]}`);

    console.log(`${conditions.length} conditions in ${rulesFile}, ${ROW_NAMES.length} rows in the access table.\n`);
    const reaching = collectionsReaching(source);
    // Rows that killed a mutant lately, most recent first: the next mutant is often near the last.
    let recent = [];
    const survivors = [];
    const invalid = [];

    /** What became of one mutant: 'invalid' (with the emulator's message), or the row that killed it (null: none). */
    async function tryMutant(projectId, condition) {
      try {
        await loadFirestoreRules(projectId, mutantOf(source, condition));
      } catch (error) {
        return { invalid: error.message };
      }
      // Only rows on a collection the condition can affect (no other row asks its rules: the rest
      // cannot notice it); likeliest first: those that expect what the mutant breaks (removing a
      // condition of an && lets more through: deny rows; of an || lets less through: allow rows),
      // recent killers before the rest.
      const collections = reaching.of(condition.start);
      const wanted = condition.replacement === 'true' ? 'deny' : 'allow';
      const score = (index) => (ROWS[index].expect === wanted ? 0 : 2) + (recent.includes(index) ? 0 : 1);
      const order = all
        .filter((index) => !collections || ROWS[index].collections.some((name) => collections.has(name)))
        .sort((a, b) => score(a) - score(b) || (recent.indexOf(a) + 1 || Infinity) - (recent.indexOf(b) + 1 || Infinity));
      const killer = await firstFailingRow([projectId], order);
      if (killer !== null) recent = [killer, ...recent.filter((index) => index !== killer)].slice(0, 20);
      return { killer };
    }

    // Each lane takes the next mutant when it is free; results print in the rules' order.
    const results = new Array(conditions.length);
    let printed = 0;
    const printReady = () => {
      for (; printed < conditions.length && results[printed]; printed++) {
        const condition = conditions[printed];
        const result = results[printed];
        const label = `${String(printed + 1).padStart(3)}/${conditions.length} line ${condition.line} ${keyOf(condition)} -> ${condition.replacement}`;
        if (result.invalid) {
          invalid.push({ condition, message: result.invalid });
          console.log(`${label}\n        not a valid mutant: ${result.invalid.slice(0, 160)}`);
        } else if (result.killer === null) {
          survivors.push(condition);
          const why = explained[keyOf(condition)];
          console.log(`${label}\n        SURVIVED${why ? ` (explained: ${why})` : ''}`);
        } else {
          console.log(`${label}\n        killed by ${ROW_NAMES[result.killer]}`);
        }
      }
    };
    let next = 0;
    await Promise.all(
      PROJECT_IDS.map(async (projectId) => {
        while (next < conditions.length) {
          const n = next++;
          results[n] = await tryMutant(projectId, conditions[n]);
          printReady();
        }
      }),
    );
    await Promise.all(PROJECT_IDS.map((projectId) => clearFirestore(projectId)));

    const unexplained = survivors.filter((condition) => !explained[keyOf(condition)]);
    const stale = Object.keys(explained).filter((key) => !survivors.some((condition) => keyOf(condition) === key));
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\nRules mutation: ${conditions.length} conditions, ${conditions.length - survivors.length - invalid.length} killed, ` +
        `${survivors.length - unexplained.length} survived with a reason, ${unexplained.length} survived unexplained, ` +
        `${invalid.length} not valid mutants (${seconds} s).`,
    );
    for (const condition of unexplained) console.log(`  UNEXPLAINED: line ${condition.line} ${keyOf(condition)}`);
    if (!only) for (const key of stale) console.log(`  STALE explanation (the mutant is killed now, or the condition is gone): ${key}`);
    failed = unexplained.length > 0 || invalid.length > 0 || (!only && stale.length > 0);
  } finally {
    await emulators.stop();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
