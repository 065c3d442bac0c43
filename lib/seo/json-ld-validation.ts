/**
 * Checks structured data against schema.org's own vocabulary, offline, for the tests.
 *
 * The vocabulary is schema.org's current release as the `@vocabulary/schema` package ships
 * it (N-Quads). `@adobe/structured-data-validator` judges each node with it (every type exists,
 * every property's domain includes the type or one of its ancestors) and with Google's rules for
 * rich results; it does not look at ranges, so this module adds that: a node given as a value
 * must be of a type the property's range includes (or a subtype), a literal only where the range
 * takes that kind of literal, and an address (a URL) stands for a thing anywhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// The class itself, by name: the package's entry has only a default export, which CommonJS callers (Playwright) receive wrapped.
import { Validator } from '@adobe/structured-data-validator/src/validator.js';

export type JsonLdIssue = { severity: 'ERROR' | 'WARNING'; message: string; path: string };

type Vocabulary = {
  graph: { '@graph': object[] };
  parents: Map<string, string[]>;
  ranges: Map<string, string[]>;
};

const schema = 'http://schema.org/';
const rdfType = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const rdfsClass = 'http://www.w3.org/2000/01/rdf-schema#Class';
const rdfProperty = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const subClassOf = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

let vocabulary: Vocabulary | null = null;

function loadVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  // Resolved from the project's root, where both test runners start.
  const file = createRequire(path.join(process.cwd(), 'package.json')).resolve('@vocabulary/schema/schema.nq');
  const classes = new Set<string>();
  const properties = new Set<string>();
  const parents = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  const ranges = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^<http:\/\/schema\.org\/([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    const target = object.startsWith(schema) ? object.slice(schema.length) : null;
    if (predicate === rdfType && object === rdfsClass) classes.add(subject);
    else if (predicate === rdfType && object === rdfProperty) properties.add(subject);
    else if (predicate === subClassOf && target) add(parents, subject, target);
    else if (predicate === `${schema}domainIncludes` && target) add(domains, subject, target);
    else if (predicate === `${schema}rangeIncludes` && target) add(ranges, subject, target);
  }
  const ids = (names: string[] = []) => names.map((name) => ({ '@id': `schema:${name}` }));
  const graph = [
    ...[...classes].map((name) => ({ '@id': `schema:${name}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': ids(parents.get(name)) })),
    ...[...properties].map((name) => ({ '@id': `schema:${name}`, '@type': 'rdf:Property', 'schema:domainIncludes': ids(domains.get(name)) })),
  ];
  vocabulary = { graph: { '@graph': graph }, parents, ranges };
  return vocabulary;
}

function isA(type: string, expected: string, parents: Map<string, string[]>): boolean {
  if (type === expected) return true;
  return (parents.get(type) ?? []).some((parent) => isA(parent, expected, parents));
}

const literalRanges: Record<string, string[]> = {
  string: ['Text', 'URL', 'Date', 'DateTime', 'Time', 'Number', 'Integer', 'Float', 'Duration', 'Language'],
  number: ['Number', 'Integer', 'Float', 'Text'],
  boolean: ['Boolean'],
};

/** The range check the Adobe validator leaves out, over one node and the nodes under it. */
function checkRanges(node: unknown, path: string, issues: JsonLdIssue[]): void {
  if (Array.isArray(node)) return node.forEach((item, index) => checkRanges(item, `${path}[${index}]`, issues));
  if (!node || typeof node !== 'object') return;
  const { parents, ranges } = loadVocabulary();
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) {
      if (key === '@graph') checkRanges(value, `${path}.@graph`, issues);
      continue;
    }
    const range = ranges.get(key);
    if (!range) continue;
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const where = `${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`;
      if (item && typeof item === 'object') {
        const type = (item as { '@type'?: string })['@type'];
        if (type && !range.some((expected) => isA(type, expected, parents))) {
          issues.push({ severity: 'ERROR', message: `${type} is not in the range of "${key}" (${range.join(', ')})`, path: where });
        }
        checkRanges(item, where, issues);
        continue;
      }
      const isAddress = typeof item === 'string' && /^https?:\/\//.test(item);
      const accepted = literalRanges[typeof item] ?? [];
      const isEnumeration = range.some((expected) => isA(expected, 'Enumeration', parents));
      if (!isAddress && !isEnumeration && !range.some((expected) => accepted.some((literal) => isA(literal, expected, parents)))) {
        issues.push({ severity: 'WARNING', message: `a ${typeof item} where "${key}" expects ${range.join(', ')}`, path: where });
      }
    }
  }
}

/** The top-level nodes of blocks of JSON-LD: each block's object, array items and `@graph`. */
function topNodes(blocks: readonly unknown[]): Record<string, unknown>[] {
  return blocks.flatMap((block): Record<string, unknown>[] => {
    if (Array.isArray(block)) return topNodes(block);
    if (!block || typeof block !== 'object') return [];
    const graph = (block as { '@graph'?: unknown })['@graph'];
    return Array.isArray(graph) ? topNodes(graph) : [block as Record<string, unknown>];
  });
}

/**
 * Every issue the vocabulary and Google's rules find in a page's blocks of JSON-LD. `ignore`
 * names Google recommendations that do not apply to what the node describes, by type and field.
 */
export async function validateJsonLd(blocks: readonly unknown[], ignore: readonly { type: string; field: string }[] = []): Promise<JsonLdIssue[]> {
  const { graph } = loadVocabulary();
  const nodes = topNodes(JSON.parse(JSON.stringify(blocks)) as unknown[]);
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const node of nodes) {
    const type = String(node['@type']);
    (byType[type] ??= []).push(structuredClone(node));
  }
  const found = (await new Validator(graph).validate({ jsonld: byType })) as {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
    path?: { type?: string; property?: string }[];
    fieldNames?: string[];
  }[];
  const issues: JsonLdIssue[] = found
    .filter((issue) => {
      const type = issue.path?.at(-1)?.type;
      return !ignore.some((rule) => rule.type === type && issue.fieldNames?.length === 1 && issue.fieldNames[0] === rule.field);
    })
    .map((issue) => ({
      severity: issue.severity,
      message: issue.issueMessage,
      path: (issue.path ?? []).map((step) => step.property ?? step.type).join('.'),
    }));
  nodes.forEach((node) => checkRanges(node, String(node['@type']), issues));
  return issues;
}
