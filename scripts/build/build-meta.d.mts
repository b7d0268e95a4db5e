export declare function metaDirFor(dist: string): string;
export declare function manifestPathFor(dist: string): string;
export declare function sourceMapPathFor(dist: string, file: string): string;
export declare function readManifest(
  dist: string,
): Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;
