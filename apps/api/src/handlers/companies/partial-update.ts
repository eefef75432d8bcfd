// A partial update sets only what the request carries: a field left out (undefined) keeps the stored value.

/** The fields of `fields` that `body` carries (not undefined), in that order: what a partial update sets. */
export function definedFields<Body extends object, Field extends keyof Body>(
  body: Body,
  fields: readonly Field[],
): { [F in Field]?: Exclude<Body[F], undefined> } {
  const change: { [F in Field]?: Exclude<Body[F], undefined> } = {};
  for (const field of fields) {
    const value = body[field];
    if (value !== undefined) change[field] = value as Exclude<Body[Field], undefined>;
  }
  return change;
}
