"""Checks a trace written by XMP_TRACE: the Chrome trace event format (what Perfetto and
chrome://tracing read), the expected events per node, matched flow pairs, and that the time
tools/xmp-trace-summary finds in constructs agrees with the time each node measured itself.

    check_trace.py TRACE --nodes N [--count KIND=C ...] [--flows] [--elapsed OUT --summary PATH]

KIND=C: every node has C complete events of that construct kind. --flows: puts have flow
arrows (every 's' has one 'f' with its id, on another node). --elapsed: OUT holds the
program's lines `node K elapsed SECONDS`; the summary's per-node loop + communication time
must be within 5% of it. Prints what it checked; exit status 1 with FAIL lines otherwise.
"""
import argparse
import json
import re
import subprocess
import sys
from collections import Counter

PHASES = {"X", "M", "s", "f", "B", "E", "i", "C"}
fails = []


def fail(msg):
    fails.append(msg)
    print("FAIL " + msg)


ap = argparse.ArgumentParser()
ap.add_argument("trace")
ap.add_argument("--nodes", type=int, required=True)
ap.add_argument("--count", action="append", default=[])
ap.add_argument("--flows", action="store_true")
ap.add_argument("--elapsed")
ap.add_argument("--summary")
a = ap.parse_args()

with open(a.trace) as f:
    data = json.load(f)
evs = data.get("traceEvents")
if not isinstance(evs, list):
    fail("no traceEvents array")
    sys.exit(1)
for e in evs:
    ph = e.get("ph")
    if ph not in PHASES:
        fail(f"unknown phase {ph!r} in {e}")
    if not isinstance(e.get("pid"), int) or not isinstance(e.get("tid"), int):
        fail(f"pid/tid not integers in {e}")
    if ph == "X":
        if not isinstance(e.get("name"), str) or not isinstance(e.get("ts"), (int, float)):
            fail(f"complete event without name or ts: {e}")
        if not isinstance(e.get("dur"), (int, float)) or e["dur"] < 0:
            fail(f"complete event without a duration: {e}")
        args = e.get("args", {})
        for k in ("kind", "loc", "bytes"):
            if k not in args:
                fail(f"complete event without args.{k}: {e}")
        if not re.search(r":\d+$", args.get("loc", "")) and args.get("kind") != "sync_all":
            fail(f"location is not file:line: {e}")
    if ph in ("s", "f") and "id" not in e:
        fail(f"flow event without id: {e}")
pids = {e["pid"] for e in evs if e.get("ph") == "X"}
if pids != set(range(a.nodes)):
    fail(f"tracks {sorted(pids)}, expected one per node 0..{a.nodes - 1}")
names = {e["pid"] for e in evs if e.get("ph") == "M" and e.get("name") == "process_name"}
if names != set(range(a.nodes)):
    fail("process_name metadata missing for some node")
counts = Counter((e["pid"], e["args"]["kind"]) for e in evs if e.get("ph") == "X")
for c in a.count:
    kind, n = c.split("=")
    for k in range(a.nodes):
        if counts[(k, kind)] != int(n):
            fail(f"node {k}: {counts[(k, kind)]} {kind} events, expected {n}")
if not fails:
    print("format ok: %d events on %d tracks" % (len(evs), len(pids)))
if a.count and not fails:
    print("counts ok: " + " ".join(a.count))
if a.flows:
    before = len(fails)
    s = {e["id"]: e for e in evs if e.get("ph") == "s"}
    f = [e for e in evs if e.get("ph") == "f"]
    if not s:
        fail("no flow events")
    if sorted(s) != sorted(e["id"] for e in f):
        fail("flow starts and ends do not pair up")
    if any(s[e["id"]]["pid"] == e["pid"] for e in f if e["id"] in s):
        fail("a flow ends on the node it starts on")
    if len(fails) == before:
        print("flows ok")
if a.elapsed:
    own = {}
    for line in open(a.elapsed):
        m = re.match(r"node (\d+) elapsed ([0-9.]+)", line)
        if m:
            own[int(m.group(1))] = float(m.group(2))
    out = subprocess.run([sys.executable, a.summary, a.trace], capture_output=True, text=True,
                         check=True).stdout
    rows = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\d+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+(-?[0-9.]+)\s+[0-9.]+$", line)
        if m:
            rows[int(m.group(1))] = float(m.group(3)) + float(m.group(4))
    if "total (mean per node)" not in out or "load imbalance" not in out:
        fail("summary lacks its total or imbalance line:\n" + out)
    before = len(fails)
    for k in range(a.nodes):
        if k not in own or k not in rows:
            fail(f"node {k}: no elapsed time or summary row")
            continue
        if abs(rows[k] - own[k]) > 0.05 * own[k]:
            fail(f"node {k}: constructs {rows[k]:.6f} s, the program measured {own[k]:.6f} s")
    if len(fails) == before:
        print("summary ok: constructs within 5% of each node's own time")
sys.exit(1 if fails else 0)
