import { describe, expect, it } from 'vitest';
import { readRunEnvironment } from '../../src/github/run-environment.js';

describe('readRunEnvironment', () => {
  it('reads the runner variables, honouring GHES URLs', () => {
    const env = readRunEnvironment(
      {
        GITHUB_REPOSITORY: 'octo/repo',
        GITHUB_RUN_ID: '99',
        GITHUB_SERVER_URL: 'https://ghes.example.com/',
        GITHUB_API_URL: 'https://ghes.example.com/api/v3',
        RUNNER_TEMP: '/runner/tmp',
        GITHUB_WORKSPACE: '/runner/work/repo',
      },
      '/cwd',
    );
    expect(env).toMatchObject({
      repo: { owner: 'octo', repo: 'repo' },
      runAttempt: '1',
      apiUrl: 'https://ghes.example.com/api/v3',
      runUrl: 'https://ghes.example.com/octo/repo/actions/runs/99',
      runnerTemp: '/runner/tmp',
      workspace: '/runner/work/repo',
    });
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => readRunEnvironment({ GITHUB_RUN_ID: '1' }, '/')).toThrow(/GITHUB_REPOSITORY/);
    expect(() => readRunEnvironment({ GITHUB_REPOSITORY: 'octo/repo', GITHUB_RUN_ID: 'abc' }, '/')).toThrow(/GITHUB_RUN_ID expected a number/);
  });
});
