// Types for stack.mjs, for the TypeScript files that import it (the nginx browser tests).
export declare const root: string;
export declare const API_BASE_URL: string;
export declare function freePort(): Promise<number>;
export declare function findNginx(): string;
export declare function buildPortal(options?: {
  outDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): { dir: string; seconds: number };
export interface RunningStack {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
}
export declare function startStack(options?: {
  port?: number;
  apiPort?: number;
  outDir?: string;
  build?: boolean;
  dir?: string;
  analyticsUrl?: string;
  quiet?: boolean;
}): Promise<RunningStack>;
