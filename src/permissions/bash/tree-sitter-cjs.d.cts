import type * as TreeSitter from 'web-tree-sitter';

declare const treeSitter: typeof TreeSitter;
export = treeSitter;
