#!/bin/bash
# Builds Kiwi's enaml-like benchmark (C++, from the kiwisolver source
# package on PyPI) with g++ -O2, runs it, runs our solver scenarios, and
# prints both side by side with the ratios. Then replays our long edit
# sessions (500 variables, 1,000 constraints, 5 strong edit variables; 1,000
# and 10,000 suggestions), which listdiff-bench writes to files, in Kiwi
# through a small C++ driver written below, and prints both solvers' times
# and their distance from the optimum (a fresh solver's objective, written
# into the files). Nothing of Kiwi's is kept: it is downloaded into a
# temporary folder that is removed on exit.
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
(cd "$root" && swift run --quiet -c release listdiff-bench --only solver --solver-session "$work") > "$work/ours.txt"

# Kiwi's replay of a session file (see SolverSession.text in TestSupport):
# builds the system, times the suggestions (each followed by
# updateVariables) from a fresh solver 5 times after a warm-up, then
# replays once more and compares its objective with each `check` line.
cat > "$work/replay.cpp" <<'CPP'
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

struct Row { std::vector<std::pair<int, double>> terms; double constant; std::string relation; double weight; bool required; };
struct Session {
    int variables = 0;
    std::vector<Row> rows;
    std::vector<std::pair<int, double>> edits;
    std::vector<std::pair<int, double>> suggestions;
    std::vector<std::pair<size_t, double>> checks;
};

static Session read(const char *path) {
    Session session;
    std::ifstream file(path);
    std::string line;
    while (std::getline(file, line)) {
        std::istringstream in(line);
        std::string kind;
        in >> kind;
        if (kind == "variables") in >> session.variables;
        else if (kind == "constraint") {
            Row row;
            std::string weight;
            in >> weight >> row.relation >> row.constant;
            row.required = weight == "required";
            row.weight = row.required ? kiwi::strength::required : std::stod(weight);
            int variable;
            double coefficient;
            while (in >> variable >> coefficient) row.terms.push_back({variable, coefficient});
            session.rows.push_back(row);
        } else if (kind == "edit") {
            int variable; double weight;
            in >> variable >> weight;
            session.edits.push_back({variable, weight});
        } else if (kind == "suggest") {
            int variable; double value;
            in >> variable >> value;
            session.suggestions.push_back({variable, value});
        } else if (kind == "check") {
            size_t after; double objective;
            in >> after >> objective;
            session.checks.push_back({after, objective});
        }
    }
    return session;
}

struct Built {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
};

static void build(const Session &session, Built &built) {
    for (int index = 0; index < session.variables; ++index) built.variables.emplace_back("v" + std::to_string(index));
    for (const Row &row : session.rows) {
        std::vector<kiwi::Term> terms;
        for (auto &term : row.terms) terms.emplace_back(built.variables[term.first], term.second);
        kiwi::Expression expression(terms, row.constant);
        kiwi::RelationalOperator op = row.relation == "<=" ? kiwi::OP_LE : row.relation == ">=" ? kiwi::OP_GE : kiwi::OP_EQ;
        built.solver.addConstraint(kiwi::Constraint(expression, op, row.weight));
    }
    for (auto &edit : session.edits) built.solver.addEditVariable(built.variables[edit.first], edit.second);
}

static double value(const Row &row, const Built &built) {
    double sum = row.constant;
    for (auto &term : row.terms) sum += term.second * built.variables[term.first].value();
    return sum;
}

int main(int argc, char **argv) {
    Session session = read(argv[1]);
    std::vector<double> samples;
    for (int run = 0; run < 6; ++run) {
        Built built;
        build(session, built);
        auto start = std::chrono::steady_clock::now();
        for (auto &suggestion : session.suggestions) {
            built.solver.suggestValue(built.variables[suggestion.first], suggestion.second);
            built.solver.updateVariables();
        }
        auto end = std::chrono::steady_clock::now();
        if (run > 0) samples.push_back(std::chrono::duration<double, std::micro>(end - start).count());
    }
    std::sort(samples.begin(), samples.end());
    // The checked replay.
    Built built;
    build(session, built);
    std::vector<double> suggested(session.variables, 0);
    double distance = 0, violation = 0;
    size_t next = 0;
    for (size_t index = 0; index < session.suggestions.size(); ++index) {
        auto &suggestion = session.suggestions[index];
        built.solver.suggestValue(built.variables[suggestion.first], suggestion.second);
        built.solver.updateVariables();
        suggested[suggestion.first] = suggestion.second;
        if (next < session.checks.size() && session.checks[next].first == index + 1) {
            double objective = 0;
            for (const Row &row : session.rows) {
                double excess = value(row, built);
                double scale = std::fabs(row.constant);
                for (auto &term : row.terms) scale += std::fabs(term.second * built.variables[term.first].value());
                excess = row.relation == "==" ? std::fabs(excess) : row.relation == "<=" ? std::max(0.0, excess) : std::max(0.0, -excess);
                if (row.required) violation = std::max(violation, excess / std::max(1.0, scale));
                else objective += row.weight * excess;
            }
            for (auto &edit : session.edits)
                objective += edit.second * std::fabs(built.variables[edit.first].value() - suggested[edit.first]);
            double optimum = session.checks[next].second;
            distance = std::max(distance, (objective - optimum) / std::max(1.0, optimum));
            ++next;
        }
    }
    std::printf("kiwi long session %zu suggestions: %.1f / %.1f µs; distance from the optimum %.1e, required held to %.1e (%zu checks)\n",
                session.suggestions.size(), samples.front(), samples[samples.size() / 2], distance, violation, next);
    return 0;
}
CPP
g++ -std=c++11 -O2 -I"$source_dir" "$work/replay.cpp" -o "$work/kiwi_replay"
for session in "$work"/session-*.txt; do "$work/kiwi_replay" "$session"; done > "$work/kiwi-sessions.txt"

python3 - "$work/kiwi.txt" "$work/ours.txt" "$version" "$work/kiwi-sessions.txt" <<'PYTHON'
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
print()
print("Long edit sessions (500 variables, 1,000 constraints, 5 strong edit variables), whole session min / median µs:")
print()
sessions = {}
for line in open(sys.argv[4]).read().splitlines():
    match = re.match(r"kiwi long session (\d+) suggestions: ([\d.]+) / ([\d.]+) µs; (.*)", line)
    if match:
        sessions[match.group(1)] = (float(match.group(2)), float(match.group(3)), match.group(4))
print("| suggestions | Kiwi min / median µs | ours min / median µs | ours/Kiwi (median) | Kiwi | ours |")
print("|---|---|---|---|---|---|")
for line in ours_text.splitlines():
    match = re.match(r"- solver long session (\d+) suggestions [^:]*: ([\d.]+) / ([\d.]+) µs; (.*)", line)
    if match and match.group(1) in sessions:
        kiwi_min, kiwi_median, kiwi_accuracy = sessions[match.group(1)]
        low, median = float(match.group(2)), float(match.group(3))
        print(f"| {match.group(1)} | {kiwi_min:.1f} / {kiwi_median:.1f} | {low:.1f} / {median:.1f} | {median / kiwi_median:.2f}× | {kiwi_accuracy} | {match.group(4)} |")
PYTHON
