import model from "wink-eng-lite-web-model";
import winkNLP, { type ItsFunction, type Tokens } from "wink-nlp";

// The English model ships inside its npm package, so the engine works offline. Loading it
// takes a few hundred milliseconds, so it happens on first use and once per process.

export type Nlp = ReturnType<typeof winkNLP>;

let instance: Nlp | undefined;

export function nlp(): Nlp {
  instance ??= winkNLP(model);
  return instance;
}

/** One value per token (wink's typings for lemma and stopWordFlag do not fit its own `out`). */
export function perToken<T>(tokens: Tokens, its: unknown): T[] {
  return tokens.out(its as ItsFunction<T>) as T[];
}
