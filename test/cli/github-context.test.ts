import { describe, expect, it } from 'vitest';
import { repoOfRemote } from '../../src/cli/github-context.js';

describe('the repository of an origin remote', () => {
  it('reads https, ssh and scp-like remotes on the GitHub host only', () => {
    expect(repoOfRemote('https://github.com/octo/repo.git', 'github.com')).toEqual({ owner: 'octo', repo: 'repo' });
    expect(repoOfRemote('https://x-access-token:abc@github.com/octo/re.po', 'github.com')).toEqual({ owner: 'octo', repo: 're.po' });
    expect(repoOfRemote('ssh://git@github.com/octo/repo', 'github.com')).toEqual({ owner: 'octo', repo: 'repo' });
    expect(repoOfRemote('git@ghe.example.com:team/tool.git', 'ghe.example.com')).toEqual({ owner: 'team', repo: 'tool' });
    expect(repoOfRemote('https://gitlab.com/octo/repo.git', 'github.com')).toBeNull();
    expect(repoOfRemote('https://github.com.evil.example/octo/repo.git', 'github.com')).toBeNull();
    expect(repoOfRemote('/srv/git/repo.git', 'github.com')).toBeNull();
  });
});
