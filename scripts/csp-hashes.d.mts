export const CSP_MANIFEST_NAME: string;
export function cspManifestPath(clientDir: string): string;
export function isExecutableScriptType(type: string | undefined): boolean;
export function inlineScripts(html: string): string[];
export function scriptHash(source: string): string;
export function pageScriptHashes(html: string): string[];
export function writeCspHashes(clientDir: string): Promise<{ file: string; pages: number }>;
