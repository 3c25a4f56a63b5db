export function serverArgs(args?: string[]): string[];
