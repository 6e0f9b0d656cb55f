import { css } from '@linaria/core';
import { Fragment, use, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { Block, DocumentFact, DocumentName, Inline } from '../../io/documents';
import type { FactValue } from '../../machines/documents/facts';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { documentOf } from './document-source';

export type DocumentFacts = Readonly<Record<DocumentFact, FactValue>>;

const Prose = classed('div', css`
  max-width: 46rem;
  line-height: 1.6;
  overflow-wrap: anywhere;
  & h2 {
    margin: 1.75rem 0 0.5rem;
    font-size: 1.25rem;
  }
  & h3 {
    margin: 1.25rem 0 0.4rem;
    font-size: 1.05rem;
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 0.85rem;
  }
  & a {
    color: ${colors.primaryStrong};
  }
`);

const formatFact = (intl: IntlShape, fact: FactValue): string => {
  switch (fact.kind) {
    case 'text':
      return fact.value;
    case 'number':
      return intl.formatNumber(fact.value);
    case 'date':
      return intl.formatDate(fact.value, { dateStyle: 'long', timeZone: 'UTC' });
  }
};

/** A link's address with its facts filled in ('mailto:{support_email}'). */
const hrefOf = (href: string, facts: DocumentFacts): string =>
  href.replace(/\{(\w+)\}/g, (whole, name: string) => (name in facts ? encodeURI(facts[name as DocumentFact].value.toString()) : whole));

const runs = (inlines: ReadonlyArray<Inline>, facts: DocumentFacts, intl: IntlShape): ReactNode[] =>
  inlines.map((inline, index) => {
    switch (inline.t) {
      case 'text':
        return <Fragment key={index}>{inline.v}</Fragment>;
      case 'fact':
        return <Fragment key={index}>{formatFact(intl, facts[inline.name])}</Fragment>;
      case 'strong':
        return <strong key={index}>{runs(inline.c, facts, intl)}</strong>;
      case 'em':
        return <em key={index}>{runs(inline.c, facts, intl)}</em>;
      case 'link': {
        const href = hrefOf(inline.href, facts);
        const content = runs(inline.c, facts, intl);
        return href.startsWith('/') ? <Link key={index} href={href}>{content}</Link> : <a key={index} href={href}>{content}</a>;
      }
    }
  });

const block = (item: Block, index: number, facts: DocumentFacts, intl: IntlShape): ReactNode => {
  switch (item.t) {
    case 'heading':
      return item.level === 2 ? <h2 key={index}>{runs(item.c, facts, intl)}</h2> : <h3 key={index}>{runs(item.c, facts, intl)}</h3>;
    case 'paragraph':
      return <p key={index}>{runs(item.c, facts, intl)}</p>;
    case 'list': {
      const items = item.items.map((entry, at) => <li key={at}>{runs(entry, facts, intl)}</li>);
      return item.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
  }
};

/**
 * A legal or help text (io/documents.ts) in the reader's language, its {fact}s filled in from the site's
 * settings and company. It suspends while its text loads: wrap it in a Suspense with a placeholder.
 */
export const Document = (props: { name: DocumentName; facts: DocumentFacts }) => {
  const intl = useIntl();
  const blocks = use(documentOf(intl.locale, props.name));
  return <Prose>{blocks.map((item, index) => block(item, index, props.facts, intl))}</Prose>;
};
