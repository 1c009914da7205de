import type { GuardRule } from './rule.js';

/** Python's `site` runs every line of a `.pth` file that starts with `import` when the interpreter starts. */
export const pthImport: GuardRule<'pth-import'> = {
  id: 'pth-import',
  applies: (file) => file.path.toLowerCase().endsWith('.pth'),
  async check(file) {
    return (await file.addedLines())
      .filter(({ text }) => /^import[ \t]/.test(text))
      .map(({ line }) => ({ line, why: 'an `import` line in a .pth file: Python runs it every time the interpreter starts, before any of the project\'s code' }));
  },
};
