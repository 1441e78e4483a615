// Barrel for this area; re-exported by src/index.ts.
export {};
