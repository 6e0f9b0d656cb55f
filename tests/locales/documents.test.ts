import { describe, expect, it } from 'vitest';
import { documentNames, type Block, type Inline } from '../../io/documents';
import { compileAllDocuments, compileDocument } from '../../scripts/documents';
import { localeCodes } from '../../scripts/locales';

// Issue 11: every legal and help text exists in every language, well formed, with the facts of the Dutch source.

const { documents, problems } = compileAllDocuments();

const factsOf = (blocks: ReadonlyArray<Block>): string[] => {
  const inline = (runs: ReadonlyArray<Inline>): string[] =>
    runs.flatMap((run) => {
      if (run.t === 'fact') return [run.name];
      if (run.t === 'text') return [];
      return [...(run.t === 'link' ? [...run.href.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '') : []), ...inline(run.c)];
    });
  return [...new Set(blocks.flatMap((block) => (block.t === 'list' ? block.items.flatMap(inline) : inline(block.c))))].sort();
};

const headings = (blocks: ReadonlyArray<Block>): number => blocks.filter((block) => block.t === 'heading').length;

describe('the legal and help texts', () => {
  it('exist in every language and are well formed (only headings, paragraphs, lists, emphasis, links and known facts)', () => {
    expect(problems).toEqual([]);
    expect(documents.size).toBe(localeCodes.length * documentNames.length);
  });

  it.each(localeCodes.filter((locale) => locale !== 'nl'))('in %s name the same facts and have as many headings as the Dutch source', (locale) => {
    const shape = (blocks: ReadonlyArray<Block>) => ({ facts: factsOf(blocks), headings: headings(blocks) });
    const differing = documentNames.flatMap((name) => {
      const source = shape(documents.get(`nl/${name}`) ?? []);
      const translation = shape(documents.get(`${locale}/${name}`) ?? []);
      return JSON.stringify(source) === JSON.stringify(translation) ? [] : [{ name, source, translation }];
    });
    expect(differing).toEqual([]);
  });
});

describe('compiling a text', () => {
  it('keeps headings, paragraphs, lists, emphasis, links and facts', () => {
    const { blocks, problems: found } = compileDocument(
      '## Wie we zijn\n\n{company_name} in **{company_city}**, *sinds* 2020. Mail [ons](mailto:{support_email}) of lees [privacy](/pages/privacy).\n\n- een\n- twee\n',
    );
    expect(found).toEqual([]);
    expect(blocks).toEqual([
      { t: 'heading', level: 2, c: [{ t: 'text', v: 'Wie we zijn' }] },
      {
        t: 'paragraph',
        c: [
          { t: 'fact', name: 'company_name' }, { t: 'text', v: ' in ' }, { t: 'strong', c: [{ t: 'fact', name: 'company_city' }] },
          { t: 'text', v: ', ' }, { t: 'em', c: [{ t: 'text', v: 'sinds' }] }, { t: 'text', v: ' 2020. Mail ' },
          { t: 'link', href: 'mailto:{support_email}', c: [{ t: 'text', v: 'ons' }] }, { t: 'text', v: ' of lees ' },
          { t: 'link', href: '/pages/privacy', c: [{ t: 'text', v: 'privacy' }] }, { t: 'text', v: '.' },
        ],
      },
      { t: 'list', ordered: false, items: [[{ t: 'text', v: 'een' }], [{ t: 'text', v: 'twee' }]] },
    ]);
  });

  it.each([
    ['an unknown fact', 'Bel {company_fax}.', 'unknown fact {company_fax}'],
    ['a stray brace', 'Een { teken.', 'stray brace'],
    ['a page title heading', '# Titel\n\nTekst.', 'use ## or ###'],
    ['a table', '| a | b |\n|---|---|\n| 1 | 2 |', 'table'],
    ['raw HTML', '<script>alert(1)</script>', 'html'],
    ['a link elsewhere', '[x](javascript:alert(1))', 'only site paths'],
    ['no text at all', '## Alleen een kop', 'no text'],
  ])('refuses %s', (_, markdown, problem) => {
    expect(compileDocument(markdown).problems.join('\n')).toContain(problem);
  });
});
