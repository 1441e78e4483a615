// A Content-Security-Policy judged by Google's CSP Evaluator (npm `csp_evaluator`, the checker behind
// csp-evaluator.withgoogle.com), not by rules of our own: the unit tests run it on the policies
// deploy/render.mjs writes, the nginx suite on the headers nginx sends (decision 0115).
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

export interface CspFinding {
  /** The evaluator's severity by name: HIGH, SYNTAX, MEDIUM, HIGH_MAYBE, STRICT_CSP, MEDIUM_MAYBE, INFO. */
  severity: string;
  directive: string;
  value: string;
  description: string;
}

/** Every finding of the evaluator on `policy`, as plain data a failing test can print. */
export function cspFindings(policy: string): CspFinding[] {
  return new CspEvaluator(new CspParser(policy).csp).evaluate().map((finding) => ({
    severity: Severity[finding.severity] ?? String(finding.severity),
    directive: finding.directive,
    value: finding.value ?? '',
    description: finding.description,
  }));
}
