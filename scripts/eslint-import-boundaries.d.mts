import type { ESLint, Rule } from 'eslint';

export declare const boundaryProblem: (from: string, to: string) => string | null;
export declare const importBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
