import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';

const PageScripts = t.type({ entry: t.string, preload: t.array(t.string) });

/** The entry and the modules a page's bootstrap loads after the first paint (server/http/bootstrap.ts). */
export const pageScriptsOf = (html: string): t.TypeOf<typeof PageScripts> => {
  const block = /<script type="application\/json" id="rdv-scripts">(.*?)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error('the page has no rdv-scripts data block');
  const decoded = PageScripts.decode(JSON.parse(block));
  if (!isRight(decoded)) throw new Error('the rdv-scripts data block does not decode');
  return decoded.right;
};
