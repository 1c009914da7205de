import * as core from '@actions/core';

core.notice('Tollgate: the action entry is not wired yet.');
