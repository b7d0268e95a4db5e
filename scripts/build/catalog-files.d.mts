import type { RouteRow } from './route-table.mjs';

export declare function resolveImport(from: string, specifier: string): string | null;
export declare function importsOf(file: string): string[];
export declare function reachable(
  starts: string[],
  cut: (file: string) => boolean,
): { via: Map<string, string | null>; cutImports: [string, string][] };
export declare function chain(via: Map<string, string | null>, file: string): string;
export declare const pageFolderOf: (page: string) => string;
export declare function featureCatalogFiles(): Record<string, string[]>;
export declare function readFeatureCatalogFiles(rows: RouteRow[]): Record<string, string[]>;
