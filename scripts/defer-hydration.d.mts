export function deferHydration(html: string): string;
export function deferredModuleSource(html: string): string | undefined;
