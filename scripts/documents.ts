/**
 * The legal and help texts (io/documents.ts): locales/pages/<locale>/<document>.md, read with marked's lexer
 * into the small block tree the browser renders. Only what a legal text needs is allowed: ## and ###
 * headings, paragraphs, lists, **bold**, *italic*, links and {fact} placeholders. Anything else (a table, an
 * image, raw HTML, an unknown {fact}) is a problem reported with its file, so a translator's slip fails the
 * build instead of showing on the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { documentFacts, documentNames, type Block, type DocumentFact, type DocumentName, type Inline } from '../io/documents';
import { localeCodes, projectRoot, type LocaleCode } from './locales';

export const documentsDir = path.join(projectRoot, 'locales', 'pages');
export const documentFile = (locale: LocaleCode, name: DocumentName): string => path.join(documentsDir, locale, `${name}.md`);

export interface DocumentProblem {
  readonly file: string;
  readonly message: string;
}

const isFact = (name: string): name is DocumentFact => documentFacts.some((fact) => fact === name);
const factPattern = /\{([^{}]*)\}/g;

/** Plain text with its {fact}s cut out. Text outside a placeholder may not hold a brace. */
const textRuns = (text: string, problems: string[]): Inline[] => {
  const runs: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(factPattern)) {
    const name = match[1] ?? '';
    if (match.index > at) runs.push({ t: 'text', v: text.slice(at, match.index) });
    if (isFact(name)) runs.push({ t: 'fact', name });
    else problems.push(`unknown fact {${name}}`);
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ t: 'text', v: text.slice(at) });
  for (const run of runs) if (run.t === 'text' && /[{}]/.test(run.v)) problems.push(`a stray brace in "${run.v.trim()}"`);
  return runs;
};

/** A site path, a mailto:, tel: or https: address; it may name facts ('mailto:{support_email}'). */
const allowedHref = /^(\/[\w\-/?=&#.]*|mailto:\S+|tel:\S+|https:\/\/\S+)$/;
const hrefProblems = (href: string): string[] => [
  ...(allowedHref.test(href) ? [] : [`a link to "${href}": only site paths, mailto:, tel: and https: addresses`]),
  ...[...href.matchAll(factPattern)].flatMap((match) => (isFact(match[1] ?? '') ? [] : [`unknown fact {${match[1] ?? ''}} in a link`])),
];

const inlines = (tokens: ReadonlyArray<Token>, problems: string[]): Inline[] =>
  tokens.flatMap((token): Inline[] => {
    switch (token.type) {
      case 'text':
      case 'escape':
        return 'tokens' in token && token.tokens !== undefined && token.tokens.length > 0
          ? inlines(token.tokens, problems)
          : textRuns((token as Tokens.Text).text, problems);
      case 'strong':
      case 'em':
        return [{ t: token.type, c: inlines((token as Tokens.Strong).tokens, problems) }];
      case 'link': {
        const link = token as Tokens.Link;
        const href = decodeURI(link.href);
        problems.push(...hrefProblems(href));
        return [{ t: 'link', href, c: inlines(link.tokens, problems) }];
      }
      case 'br':
        return [{ t: 'text', v: ' ' }];
      default:
        problems.push(`"${token.raw.trim()}" is a ${token.type}, which a document may not hold`);
        return [];
    }
  });

/** A list item: its text (a tight item) or its one paragraph. */
const itemRuns = (item: Tokens.ListItem, problems: string[]): Inline[] => {
  const [first, ...rest] = item.tokens;
  if (rest.some((token) => token.type !== 'space') || first === undefined || !('tokens' in first) || first.tokens === undefined) {
    problems.push(`list item "${item.raw.trim()}" must be one line of text`);
    return [];
  }
  return inlines(first.tokens, problems);
};

const block = (token: Token, problems: string[]): Block[] => {
  switch (token.type) {
    case 'space':
      return [];
    case 'heading': {
      const heading = token as Tokens.Heading;
      if (heading.depth !== 2 && heading.depth !== 3) {
        problems.push(`"${heading.raw.trim()}": use ## or ### (the page's title is its screen's)`);
        return [];
      }
      return [{ t: 'heading', level: heading.depth, c: inlines(heading.tokens, problems) }];
    }
    case 'paragraph':
      return [{ t: 'paragraph', c: inlines((token as Tokens.Paragraph).tokens, problems) }];
    case 'list': {
      const list = token as Tokens.List;
      return [{ t: 'list', ordered: list.ordered, items: list.items.map((item) => itemRuns(item, problems)) }];
    }
    default:
      problems.push(`"${token.raw.trim().slice(0, 60)}" is a ${token.type}, which a document may not hold`);
      return [];
  }
};

/** One Markdown text as blocks, with what is wrong in it. */
export const compileDocument = (markdown: string): { blocks: Block[]; problems: string[] } => {
  const problems: string[] = [];
  const blocks = new Lexer().lex(markdown).flatMap((token) => block(token, problems));
  if (!blocks.some((b) => b.t === 'paragraph' || b.t === 'list')) problems.push('no text: a document needs at least one paragraph');
  return { blocks, problems };
};

/** Every document of every locale, compiled; a missing file is a problem too. */
export const compileAllDocuments = (): { documents: Map<string, Block[]>; problems: DocumentProblem[] } => {
  const documents = new Map<string, Block[]>();
  const problems: DocumentProblem[] = [];
  for (const locale of localeCodes) {
    for (const name of documentNames) {
      const file = documentFile(locale, name);
      const relative = path.relative(projectRoot, file);
      if (!existsSync(file)) {
        problems.push({ file: relative, message: 'missing' });
        continue;
      }
      const compiled = compileDocument(readFileSync(file, 'utf8'));
      documents.set(`${locale}/${name}`, compiled.blocks);
      problems.push(...compiled.problems.map((message) => ({ file: relative, message })));
    }
  }
  return { documents, problems };
};
