#!/usr/bin/env python3
"""Lists the Rust functions outside tests whose bodies run over a number of lines (120 by
default, issue 36's bound): `python3 scripts/long-functions.py [LINES]`.

A function is counted from its `fn` line to the line that closes it at the same indent,
doc comments and attributes left out. Files under a `tests/` or `benches/` folder and
everything from a file's `#[cfg(test)] mod …` on are not read. Prints one line per
function (lines, file, line of `fn`, name), longest first, then the count.
"""

import os
import re
import sys

LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else 120
FN = re.compile(r'^(\s*)(pub(\([^)]*\))? )?(const )?(async )?(unsafe )?fn (\w+)')


def functions(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    end = len(lines)
    for i, line in enumerate(lines):
        if line.strip() == '#[cfg(test)]' and i + 1 < len(lines) and re.match(r'\s*mod \w+', lines[i + 1]):
            end = i
            break
    i = 0
    while i < end:
        m = FN.match(lines[i])
        if not m:
            i += 1
            continue
        indent, name = m.group(1), m.group(7)
        k = i
        while k < end and '{' not in lines[k] and not lines[k].rstrip().endswith(';'):
            k += 1
        if k < end and '{' not in lines[k]:
            i = k + 1  # a declaration without a body
            continue
        j = k
        while j < end and lines[j] != indent + '}' and not (lines[j].startswith(indent + '}') and j == k):
            j += 1
        yield j - i + 1, i + 1, name
        i += 1


def main():
    found = []
    for root in ['crates', 'src-tauri/src']:
        for folder, _, files in os.walk(root):
            parts = folder.split(os.sep)
            if 'tests' in parts or 'benches' in parts or 'target' in parts:
                continue
            for f in files:
                if f.endswith('.rs'):
                    path = os.path.join(folder, f)
                    found += [(n, path, at, name) for n, at, name in functions(path) if n > LIMIT]
    for n, path, at, name in sorted(found, reverse=True):
        print(n, path, at, name)
    print(len(found), 'functions over', LIMIT, 'lines')


if __name__ == '__main__':
    main()
