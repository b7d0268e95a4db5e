/** Maps every leaf of a nested object to `Value` (the shape of a theme contract). */
export type MapLeafNodes<Obj, Value> = {
  [Prop in keyof Obj]: Obj[Prop] extends Record<string, unknown> ? MapLeafNodes<Obj[Prop], Value> : Value;
};
