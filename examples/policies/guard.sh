#!/bin/bash
# A PreToolUse hook: reads the call as JSON on stdin; exit 2 blocks it with stderr as the reason.
input=$(cat)
case "$input" in
  *'--no-verify'*)
    echo "skipping git hooks is not allowed in CI" >&2
    exit 2
    ;;
esac
exit 0
