import * as t from 'io-ts';

/**
 * Like t.strict, but an unknown property is a decode error naming that property instead of being
 * dropped silently: a client that sends a field we do not know has a bug we want to hear about.
 */
export const closed = <P extends t.Props>(props: P, name?: string): t.Type<t.TypeOf<t.ExactC<t.TypeC<P>>>, t.OutputOf<t.ExactC<t.TypeC<P>>>> => {
  const exact = t.exact(t.type(props));
  return new t.Type(
    name ?? exact.name,
    exact.is,
    (input, context) => {
      if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
        const unknownKey = Object.keys(input).find((key) => !Object.prototype.hasOwnProperty.call(props, key));
        if (unknownKey !== undefined) {
          return t.failure(input, [...context, { key: unknownKey, type: t.never, actual: input }], 'unknown field');
        }
      }
      return exact.validate(input, context);
    },
    exact.encode,
  );
};

/** `closed` with some optional properties. */
export const closedPartial = <R extends t.Props, O extends t.Props>(required: R, optional: O, name?: string) => {
  const shape = t.exact(t.intersection([t.type(required), t.partial(optional)]));
  return new t.Type<t.TypeOf<typeof shape>, t.OutputOf<typeof shape>, unknown>(
    name ?? shape.name,
    shape.is,
    (input, context) => {
      if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
        const known = (key: string) =>
          Object.prototype.hasOwnProperty.call(required, key) || Object.prototype.hasOwnProperty.call(optional, key);
        const unknownKey = Object.keys(input).find((key) => !known(key));
        if (unknownKey !== undefined) {
          return t.failure(input, [...context, { key: unknownKey, type: t.never, actual: input }], 'unknown field');
        }
      }
      // The wrapped shape joins the context so decode paths can tell its member index from a field.
      return shape.validate(input, t.appendContext(context, '', shape, input));
    },
    shape.encode,
  );
};
