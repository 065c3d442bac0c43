/**
 * Keeps the documentation in the shape a reader relies on: the README fits on a screen (at
 * most 12,000 bytes), every file under docs/ can be reached from it (decision records through
 * docs/decisions/README.md), and every relative link in the README and docs/ points at a file
 * that exists and, with an #anchor, at a heading of that file as GitHub names it.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const maxReadmeBytes = 12_000;
const repo = path.resolve(__dirname, '..');

/** The lines a reader sees as prose or headings: fenced code blocks are left out. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) fence = marker;
    else lines.push(line);
  }
  return lines;
}

/** GitHub's anchor of a heading: its text lower-cased, punctuation dropped, each space a `-`. */
function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[`*]/g, '')
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets `-1`, `-2`, ... as on GitHub. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a Markdown file's links, inline (`[text](target)`) and by reference (`[label]: target`). */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    const text = line.replace(/`[^`]*`/g, (code) => (code.includes('](') ? '' : code));
    for (const match of text.matchAll(/\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(match[1]!);
    }
    const reference = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text)?.[1];
    if (reference) targets.push(reference);
  }
  return targets;
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');

/** Every file under `folder`, as absolute paths. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What is wrong with the docs under `root` (a checkout), one line each; empty when nothing is. */
function docsProblems(root: string): string[] {
  const problems: string[] = [];
  const readme = path.join(root, 'README.md');
  const decisionsIndex = path.join(root, 'docs', 'decisions', 'README.md');
  const docs = filesUnder(path.join(root, 'docs'));
  const name = (file: string) => path.relative(root, file);

  const size = statSync(readme).size;
  if (size > maxReadmeBytes) problems.push(`README.md is ${size} bytes, over ${maxReadmeBytes}`);

  // Per Markdown file, the files its links reach; a link that reaches nothing is a problem.
  const linkedFrom = new Map<string, Set<string>>();
  for (const file of [readme, ...docs.filter((doc) => doc.endsWith('.md'))]) {
    const linked = new Set<string>();
    linkedFrom.set(file, linked);
    for (const target of linkTargets(readFileSync(file, 'utf8')).filter(isRelative)) {
      const [pathPart = '', anchor] = target.split('#', 2);
      const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
      if (path.relative(root, resolved).startsWith('..')) {
        problems.push(`${name(file)}: ${target} points outside the repository`);
      } else if (!existsSync(resolved)) {
        problems.push(`${name(file)}: ${target} points at nothing`);
      } else {
        linked.add(resolved);
        if (anchor && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
          problems.push(`${name(file)}: ${target} names a heading ${name(resolved)} does not have`);
        }
      }
    }
  }

  const fromReadme = linkedFrom.get(readme) ?? new Set<string>();
  const fromDecisions = fromReadme.has(decisionsIndex)
    ? (linkedFrom.get(decisionsIndex) ?? new Set<string>())
    : new Set();
  for (const doc of docs) {
    const isRecord = path.dirname(doc) === path.dirname(decisionsIndex) && doc !== decisionsIndex;
    if (!fromReadme.has(doc) && !(isRecord && fromDecisions.has(doc))) {
      problems.push(`${name(doc)} is not linked from README.md${isRecord ? ' or docs/decisions/README.md' : ''}`);
    }
  }
  return problems;
}

describe('the docs of this repository', () => {
  it('have a README of at most 12,000 bytes, reach every file of docs/, and no link that points nowhere', () => {
    expect(docsProblems(repo)).toEqual([]);
  });
});

describe('docsProblems', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  /** A small checkout whose docs are in order. */
  const tidy = () => {
    root = mkdtempSync(path.join(tmpdir(), 'docs-test-'));
    write('README.md', '# Site\n\n- [Guide](docs/guide.md)\n- [Decisions](docs/decisions/README.md)\n');
    write('docs/guide.md', "# Guide\n\n## What a visitor's requests leave — `rows`\n\nSee [the code](../lib/x.ts).\n");
    write('docs/decisions/README.md', '# Decisions\n\n[0001](0001-one.md)\n');
    write('docs/decisions/0001-one.md', '# 1. One\n\n[the guide](../guide.md#what-a-visitors-requests-leave--rows)\n');
    write('lib/x.ts', 'export {};\n');
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing wrong with tidy docs, a record linked only through the decisions index', () => {
    tidy();
    expect(docsProblems(root)).toEqual([]);
  });

  it('names a README over 12,000 bytes', () => {
    tidy();
    write('README.md', `${readFileSync(path.join(root, 'README.md'), 'utf8')}${'x'.repeat(12_000)}\n`);
    expect(docsProblems(root)).toEqual([expect.stringMatching(/^README\.md is 12\d{3} bytes, over 12000$/)]);
  });

  it('names a file of docs/ that nothing links to, and a record when the decisions index is not linked', () => {
    tidy();
    write('docs/stray.md', '# Stray\n');
    write('README.md', '# Site\n\n[Guide](docs/guide.md)\n');
    expect(docsProblems(root).sort()).toEqual([
      'docs/decisions/0001-one.md is not linked from README.md or docs/decisions/README.md',
      'docs/decisions/README.md is not linked from README.md',
      'docs/stray.md is not linked from README.md',
    ]);
  });

  it('names a link to a missing file or heading, and follows no link inside code', () => {
    tidy();
    write(
      'docs/guide.md',
      '# Guide\n\n[gone](../lib/gone.ts), [nowhere](#nowhere), [up](../../x.md)\n\n```\n[code](missing.md)\n```\n',
    );
    expect(docsProblems(root).sort()).toEqual([
      'docs/decisions/0001-one.md: ../guide.md#what-a-visitors-requests-leave--rows names a heading docs/guide.md does not have',
      'docs/guide.md: #nowhere names a heading docs/guide.md does not have',
      'docs/guide.md: ../../x.md points outside the repository',
      'docs/guide.md: ../lib/gone.ts points at nothing',
    ]);
  });

  it('makes anchors as GitHub does: punctuation dropped, each space a dash, repeats numbered', () => {
    expect([...headingAnchors('# A — B `c_d`\n## Stopping an instance\n## Stopping an instance\n')]).toEqual([
      'a--b-c_d',
      'stopping-an-instance',
      'stopping-an-instance-1',
    ]);
  });
});
