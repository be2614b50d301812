#!/bin/bash
# Builds Kiwi's enaml-like benchmark (C++, from the kiwisolver source
# package on PyPI) with g++ -O2, runs it, runs our solver scenarios, and
# prints both side by side with the ratios. Nothing of Kiwi's is kept: it is
# downloaded into a temporary folder that is removed on exit.
#
#   Benchmarks/kiwi.sh            # from the package root
#
# Needs pip, g++ and python3. Kiwi's figures are nanobench's median ns/op;
# ours are min / median µs of listdiff-bench runs; ratios compare medians.
set -o errexit -o nounset -o pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

pip download --quiet --no-deps --no-binary :all: kiwisolver -d "$work" >&2
tar -xzf "$work"/kiwisolver-*.tar.gz -C "$work"
source_dir="$(echo "$work"/kiwisolver-*/)"
version="$(basename "$source_dir")"
(cd "$source_dir/benchmarks" && g++ -std=c++11 -O2 -I.. enaml_like_benchmark.cpp -o "$work/kiwi_bench")
"$work/kiwi_bench" > "$work/kiwi.txt" 2>&1
(cd "$root" && swift run --quiet -c release listdiff-bench --only solver) > "$work/ours.txt"

python3 - "$work/kiwi.txt" "$work/ours.txt" "$version" <<'PYTHON'
import re, sys
kiwi_text = open(sys.argv[1]).read()
ours_text = open(sys.argv[2]).read()
kiwi = {}
for line in kiwi_text.splitlines():
    # The first backquoted name: an unstable row ends with a second one,
    # "Increase `minEpochIterations` to ...".
    match = re.match(r"\|\s*([\d,.]+)\s*\|.*?`([^`]+)`", line)
    if match:
        kiwi[match.group(2)] = float(match.group(1).replace(",", "")) / 1000  # µs
ours = {}
for line in ours_text.splitlines():
    match = re.match(r"- solver enaml-like (build|suggest (\d+x\d+) and update)[^:]*: ([\d.]+) / ([\d.]+) µs", line)
    if match:
        key = "building solver" if match.group(1) == "build" else "suggest value " + match.group(2)
        ours[key] = (float(match.group(3)), float(match.group(4)))
print(f"Kiwi ({sys.argv[3]}, g++ -O2) against ours (swift -c release), enaml-like system")
print()
print("| step | Kiwi median µs | ours min / median µs | ours/Kiwi (median) |")
print("|---|---|---|---|")
for key, kiwi_us in kiwi.items():
    if key in ours:
        low, median = ours[key]
        print(f"| {key} | {kiwi_us:.3f} | {low:.3f} / {median:.3f} | {median / kiwi_us:.2f}× |")
    else:
        print(f"| {key} | {kiwi_us:.3f} | – | – |")
print()
for line in ours_text.splitlines():
    if line.startswith("- solver chain"):
        print(line)
PYTHON
