#!/usr/bin/env python3
"""Compares `listdiff plan OLD NEW --format json-patch` with Python's JSON
diff tools on the same record lists, in one run.

For 1,000, 10,000 and 100,000 records ({"id", "title", "done", "n"}), the
new list has edits of every kind: 1% deleted, 1% inserted, 1% moved
elsewhere, 5% with one field changed, and the first record rotated to the
end. Each tool diffs the pair once, in its own process with a time limit:

- listdiff: the release CLI, timed end to end (reading both files,
  planning, writing the patch); its patch is applied with jsonpatch and
  checked;
- jsonpatch.make_patch (RFC 6902), whose patch is applied and checked too;
- jsondiff.diff (its own format, syntax "compact": changed fields by
  position, no moves);
- deepdiff.DeepDiff (its own report; ignore_order=False, the default).

Operations: a JSON Patch's operations; jsondiff's changed entries at
every level; DeepDiff's reported changes. Bytes: the patch or report as
compact JSON. Time: wall clock of the diff alone for the Python tools,
of the whole command for listdiff. The table is Markdown for the README.

usage: Benchmarks/json-patch.py [LISTDIFF] [TIME_LIMIT_SECONDS]
       (default: .build/release/listdiff, 600)
Needs: pip install jsonpatch jsondiff deepdiff
"""
import json
import multiprocessing
import os
import platform
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LISTDIFF = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/listdiff")
LIMIT = float(sys.argv[2]) if len(sys.argv) > 2 else 600.0
FOLDER = tempfile.mkdtemp(prefix="listdiff-json-patch-bench-")


def records(count, seed):
    """An old list of `count` records and a new one with every kind of edit."""
    generator = random.Random(seed)
    old = [{"id": i, "title": f"record {i}", "done": False, "n": i % 10} for i in range(count)]
    new = [dict(record) for record in old]
    edits = max(1, count // 100)
    for _ in range(edits):
        del new[generator.randrange(len(new))]
    for step in range(edits):
        new.insert(generator.randrange(len(new) + 1), {"id": count + step, "title": "new", "done": False, "n": 0})
    for _ in range(edits):
        record = new.pop(generator.randrange(len(new)))
        new.insert(generator.randrange(len(new) + 1), record)
    for _ in range(5 * edits):
        record = new[generator.randrange(len(new))]
        record["done"] = not record["done"]
    new.append(new.pop(0))
    return old, new


def count_jsondiff(value):
    """The changed entries of a jsondiff result: each changed field, and
    each element of an $insert or $delete list."""
    if not isinstance(value, dict):
        return 1
    total = 0
    for key, entry in value.items():
        if isinstance(key, str) and key.startswith("$") and isinstance(entry, list):
            total += len(entry)
        elif isinstance(entry, dict):
            total += count_jsondiff(entry)
        else:
            total += 1
    return total


def run_tool(name, old, new, results):
    """Runs one tool, in a child process; puts (operations, bytes, seconds)."""
    if name == "listdiff":
        paths = []
        for file_name, document in (("old.json", old), ("new.json", new)):
            path = os.path.join(FOLDER, file_name)
            with open(path, "w") as file:
                json.dump(document, file)
            paths.append(path)
        start = time.perf_counter()
        run = subprocess.run([LISTDIFF, "plan", *paths, "--format", "json-patch"], capture_output=True, check=True)
        seconds = time.perf_counter() - start
        patch = json.loads(run.stdout)
        import jsonpatch
        assert jsonpatch.apply_patch(old, patch) == new, "listdiff's patch does not give the new list"
        results.put((len(patch), len(json.dumps(patch, separators=(",", ":"))), seconds))
    elif name == "jsonpatch.make_patch":
        import jsonpatch
        start = time.perf_counter()
        patch = jsonpatch.make_patch(old, new)
        seconds = time.perf_counter() - start
        assert patch.apply(old) == new, "jsonpatch's patch does not give the new list"
        operations = list(patch)
        results.put((len(operations), len(json.dumps(operations, separators=(",", ":"))), seconds))
    elif name == "jsondiff.diff":
        import jsondiff
        start = time.perf_counter()
        diff = jsondiff.diff(old, new, syntax="compact", dump=True)
        seconds = time.perf_counter() - start
        loaded = jsondiff.diff(old, new, syntax="compact", dump=False, marshal=True)
        results.put((count_jsondiff(loaded), len(diff), seconds))
    elif name == "deepdiff.DeepDiff":
        from deepdiff import DeepDiff
        start = time.perf_counter()
        diff = DeepDiff(old, new)
        seconds = time.perf_counter() - start
        report = json.loads(diff.to_json())
        results.put((sum(len(v) if isinstance(v, (dict, list)) else 1 for v in report.values()),
                     len(json.dumps(report, separators=(",", ":"))), seconds))


def measure(name, old, new):
    results = multiprocessing.Queue()
    process = multiprocessing.Process(target=run_tool, args=(name, old, new, results))
    process.start()
    process.join(LIMIT)
    if process.is_alive():
        process.terminate()
        process.join()
        return None
    if process.exitcode != 0:
        return "failed"
    return results.get()


def main():
    tools = ["listdiff", "jsonpatch.make_patch", "jsondiff.diff", "deepdiff.DeepDiff"]
    import deepdiff
    import jsondiff
    import jsonpatch
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    print(f"{time.strftime('%Y-%m-%d')}, {platform.machine()} {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, jsonpatch {jsonpatch.__version__}, jsondiff "
          f"{getattr(jsondiff, '__version__', '?')}, deepdiff {deepdiff.__version__}, commit {commit}, "
          f"one run each, time limit {LIMIT:.0f} s")
    print()
    print("| records | tool | operations | patch bytes | time |")
    print("|---|---|---|---|---|")
    for count in (1_000, 10_000, 100_000):
        old, new = records(count, seed=count)
        for name in tools:
            result = measure(name, old, new)
            if result is None:
                print(f"| {count:,} | {name} | – | – | > {LIMIT:.0f} s (stopped) |", flush=True)
            elif result == "failed":
                print(f"| {count:,} | {name} | – | – | failed |", flush=True)
            else:
                operations, size, seconds = result
                print(f"| {count:,} | {name} | {operations:,} | {size:,} | {seconds:.3f} s |", flush=True)


if __name__ == "__main__":
    main()
