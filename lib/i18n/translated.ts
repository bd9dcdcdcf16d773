/**
 * A catalogue in another language: the same keys as `T`, any text in place of each English one.
 * A function keeps its parameters and returns a string (or a translated object); an array becomes
 * a readonly array of translated items. Used as `Translated<typeof messages>` so that a missing
 * key, an extra key or a function whose arguments differ is a type error.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;
