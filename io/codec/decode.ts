import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

/** One place where a value did not match its codec: a dotted path ("profile.name") and what was expected. */
export const DecodeIssue = t.readonly(t.intersection([t.type({ path: t.string, expected: t.string }), t.partial({ message: t.string })]));
export type DecodeIssue = t.TypeOf<typeof DecodeIssue>;

/**
 * A value that failed to decode. Carries the io-ts paths; never thrown, always returned. The one shape of
 * a decode failure: the http adapter reports it inside an HttpFailure and machines decode it back.
 */
export const DecodeFailure = t.readonly(t.type({ _tag: t.literal('DecodeFailure'), issues: t.readonlyArray(DecodeIssue) }));
export type DecodeFailure = t.TypeOf<typeof DecodeFailure>;

/** The codec under exact/readonly/refinement wrappers, which add no level of their own to a path. */
const unwrap = (type: t.Decoder<unknown, unknown>): t.Decoder<unknown, unknown> =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- instanceof narrows to the wrapper's `any` type parameter; every io-ts type is a Decoder<unknown, unknown>
  type instanceof t.ExactType || type instanceof t.ReadonlyType || type instanceof t.RefinementType ? unwrap(type.type) : type;

// Unions and intersections put their member index in the context; that index is not a field of the value.
const isMemberIndex = (parent: t.ContextEntry | undefined): boolean => {
  if (parent === undefined) return false;
  const type = unwrap(parent.type);
  return type instanceof t.UnionType || type instanceof t.IntersectionType;
};

const pathOf = (context: t.Context): string =>
  context
    .filter((entry, i) => entry.key !== '' && !isMemberIndex(context[i - 1]))
    .map((entry) => entry.key)
    .join('.');

const issueOf = (error: t.ValidationError): DecodeIssue => {
  const last = error.context[error.context.length - 1];
  const issue: DecodeIssue = { path: pathOf(error.context), expected: last?.type.name ?? 'unknown' };
  return error.message === undefined ? issue : { ...issue, message: error.message };
};

/** Decodes `value` with `codec`, turning io-ts errors into a DecodeFailure with one issue per distinct path. */
export const decode = <A, O>(codec: t.Type<A, O>, value: unknown): E.Either<DecodeFailure, A> =>
  E.mapLeft((errors: t.Errors): DecodeFailure => {
    const firstByPath = new Map<string, DecodeIssue>();
    for (const issue of errors.map(issueOf)) if (!firstByPath.has(issue.path)) firstByPath.set(issue.path, issue);
    return { _tag: 'DecodeFailure', issues: [...firstByPath.values()] };
  })(codec.decode(value));

/** The first failing field, for a user-facing "this field" message. Empty string means the value as a whole. */
export const firstField = (failure: DecodeFailure): string => failure.issues[0]?.path ?? '';

export const describeFailure = (failure: DecodeFailure): string =>
  failure.issues.map((issue) => `${issue.path || '(root)'}: expected ${issue.expected}`).join('; ');
