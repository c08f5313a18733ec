#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Rewrite an envelope-shaped SSE corpus (shared/bench/make-sse-corpus.py) in the flat shape the
official SDKs' servers send (docs/protocol: http-surface.md, "What the official clients and their
test servers actually do"): each `data:` line `{"seq":N,"type":T,"data":{...}}` becomes
`{"seq":N,...payload}`, with the type left to the frame's `event:` line. Every other line is
copied as is, so the frames and their count stay the same.

    flatten-sse-corpus.py IN.sse OUT.sse

Prints one summary line in the generator's format: bytes=... frames=...
"""
import json
import sys


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    frames = 0
    size = 0
    with open(sys.argv[1], "r", encoding="utf-8", newline="") as src, \
            open(sys.argv[2], "w", encoding="utf-8", newline="") as out:
        for line in src:
            if line.startswith("data: "):
                end = len(line.rstrip("\r\n"))
                envelope = json.loads(line[6:end])
                flat = {"seq": envelope["seq"]}
                flat.update(envelope.get("data") or {})
                line = "data: " + json.dumps(flat, ensure_ascii=False,
                                             separators=(",", ":")) + line[end:]
                frames += 1
            out.write(line)
            size += len(line.encode("utf-8"))
    print(f"bytes={size} frames={frames}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
