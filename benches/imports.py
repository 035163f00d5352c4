#!/usr/bin/env python3
"""The import graph of the core library (crates/core/src) from its `use` lines and inline `crate::`/`super::` paths (tests
left out), one `module -> dependencies` line each, then every cycle (strongly connected set).
Usage: benches/imports.py [SRC_DIR]   (default: crates/core/src)"""
import os
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "crates", "core", "src")
mods = {}
for root, _, files in os.walk(src):
    for f in files:
        if not f.endswith(".rs"):
            continue
        rel = os.path.relpath(os.path.join(root, f), src)[:-3].split(os.sep)
        if rel == ["main"]:
            continue  # the binary: a crate of its own
        if rel[-1] in ("mod", "lib"):
            rel = rel[:-1]
        mods["::".join(rel)] = os.path.join(root, f)


def strip_tests(text):
    # Cut each `#[cfg(test)]` item: the next line's `{ ... }` block, or up to the `;`.
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]", text):
        if m.start() < i:
            continue
        out.append(text[i : m.start()])
        j = m.end()
        while j < len(text) and text[j] not in "{;":
            j += 1
        if j < len(text) and text[j] == "{":
            depth = 0
            while j < len(text):
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
                if depth == 0:
                    break
        i = j + 1
    out.append(text[i:])
    text = "".join(out)
    text = re.sub(r"//[^\n]*", "", text)
    return text


def expand(tree):
    """`a::{b, c::{d}}` -> [a::b, a::c::d]"""
    tree = tree.strip()
    depth = 0
    for k, ch in enumerate(tree):
        if ch == "{":
            if depth == 0:
                head, inner = tree[:k], tree[k + 1 : tree.rindex("}")]
                parts, d, start = [], 0, 0
                for n, c in enumerate(inner):
                    d += {"{": 1, "}": -1}.get(c, 0)
                    if c == "," and d == 0:
                        parts.append(inner[start:n])
                        start = n + 1
                parts.append(inner[start:])
                return [p for part in parts if part.strip() for p in expand(head + part.strip())]
            depth += 1
    return [tree.split(" as ")[0].strip()]


def resolve(mod, path):
    segs = path.split("::")
    base = mod.split("::") if mod else []
    if segs[0] == "crate":
        cur, segs = [], segs[1:]
    elif segs[0] in ("super", "self"):
        cur = base
        while segs and segs[0] in ("super", "self"):
            cur, segs = (cur[:-1] if segs[0] == "super" else cur), segs[1:]
    elif "::".join(base + segs[:1]) in mods:
        cur = base  # a child module, named relative to this one
    else:
        return None
    best = None
    for n in range(len(segs) + 1):
        cand = "::".join(cur + segs[:n])
        if cand in mods:
            best = cand
    return best


# Modules declared under `#[cfg(test)]` are tests too.
for mod, f in list(mods.items()):
    for child in re.findall(r"#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", open(f).read()):
        mods.pop("::".join(filter(None, [mod, child])), None)

def related(a, b):
    # A folder module and its own parts are one module split into files.
    return a == b or a.startswith(b + "::") or b.startswith(a + "::")


graph = {m: set() for m in mods}
for mod, f in mods.items():
    text = strip_tests(open(f).read())
    paths = []
    for m in re.finditer(r"\buse\s+([^;]+);", text):
        paths += expand(m.group(1))
    paths += re.findall(r"(?<![:\w])((?:crate|super|\w+)(?:::\w+)+)", text)
    for p in paths:
        t = resolve(mod, p)
        if t is not None and not related(t, mod) and t in mods:
            graph[mod].add(t)

name = lambda m: m or "lib"
for m in sorted(graph):
    print(f"{name(m):20} -> {', '.join(sorted(name(d) for d in graph[m]))}")

# Tarjan's strongly connected components.
index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]
def visit(v):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v)
    on.add(v)
    for w in graph[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            sccs.append(sorted(name(c) for c in comp))
sys.setrecursionlimit(10000)
for v in sorted(graph):
    if v not in index:
        visit(v)
print("cycles:", "; ".join(" <-> ".join(c) for c in sccs) if sccs else "none")
