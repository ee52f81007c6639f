import path from 'node:path';

/** Whether `file` lies below `folder`. */
export function isInside(folder, file) {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * An ESLint rule about which files a file may import, for the client's and the server's
 * boundaries. It resolves relative imports (static, re-exports and dynamic `import()`) against
 * the importing file rather than matching the import's text: `no-restricted-imports` cannot tell
 * what `../auth/use-session` names. `checkerFor(file)` answers null for a file the rule does not
 * cover, else a function from an imported file to the problem's message, or null when it may.
 *
 * @example
 * importRule('Nothing imports secrets/.', (file) => (target) => (target.includes('/secrets/') ? 'No.' : null));
 */
export function importRule(description, checkerFor) {
  /** @type {import('eslint').Rule.RuleModule} */
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const problemOf = checkerFor(context.filename);
      if (!problemOf) return {};
      const check = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const message = problemOf(path.resolve(path.dirname(context.filename), source.value));
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/**
 * An import rule between classified files: `classify(file)` names the part a file belongs to (or
 * null outside the rule's scope), and `violation(from, to)` says why part `from` may not import
 * part `to`, or null when it may.
 */
export function betweenRule(description, classify, violation) {
  return importRule(description, (file) => {
    const from = classify(file);
    if (!from) return null;
    return (target) => {
      const to = classify(target);
      return to && violation(from, to);
    };
  });
}
