import type * as t from 'io-ts';

/**
 * A codec with its own decoded and encoded types. The contract's table holds its codecs as `t.Mixed`,
 * which would erase them to `any`; both sides (adapters/http, server/http) read an entry through this.
 */
export const typed = <C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C>, t.OutputOf<C>> => codec;
