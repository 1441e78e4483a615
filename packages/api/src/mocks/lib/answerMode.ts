// How the mock backend words its answers (decision 0086): 'full' (its own answers, the default),
// 'spec' (only what the spec names, else only the required part of the endpoint's response schema)
// or 'loose' (the variations the portal's tolerant reader accepts). The HTTP demo API chooses it when
// it starts (`--answers spec|loose`, scripts/serve/api-server.mjs); mockEndpoint applies it to every
// successful answer of its endpoint.
import { shapeAnswer, type AnswerMode } from '../../client/answerShape';
import type { AnyEndpoint } from '../../client/endpoint';

let mode: AnswerMode = 'full';

/** Chooses how every later answer is worded. */
export function configureAnswers(next: AnswerMode): void {
  mode = next;
}

/** The way answers are worded now. */
export function answerMode(): AnswerMode {
  return mode;
}

type Observer = (endpoint: AnyEndpoint, data: unknown) => void;
let observer: Observer | null = null;

/** Hears every successful answer before it is worded (the answers property test keeps them). */
export function observeAnswers(next: Observer | null): void {
  observer = next;
}

/** `data`, the answer of `endpoint`, worded the chosen way. */
export function wordAnswer(endpoint: AnyEndpoint, data: unknown): unknown {
  observer?.(endpoint, data);
  return mode === 'full' ? data : shapeAnswer(endpoint.response, data, mode);
}
