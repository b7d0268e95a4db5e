export interface RouteRow {
  page: string;
  name: string;
  patterns: string[];
  catalogs: string[];
  withArticles: boolean;
}
export declare const routeTableFile: string;
export declare function groupName(page: string): string;
export declare function readRouteTable(text?: string): RouteRow[];
export declare function readPageCatalogs(rows?: RouteRow[]): Record<string, string[]>;
export declare function readPagesWithArticles(rows?: RouteRow[]): string[];
export declare function pageForRoute(route: string, rows?: RouteRow[]): string | null;
export declare const pageTextKey: RegExp;
export declare function pageTextKeys(
  manifest: Record<string, { imports?: string[]; dynamicImports?: string[] }>,
  pageKey: string,
  locale: string,
): string[];
