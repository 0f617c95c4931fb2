#!/usr/bin/env python3
"""Mutation testing for HitTestKit: do the tests notice when a rule is broken?

Applies the one-line mutants of Scripts/mutants.txt one at a time: replaces the mutant's fragment in its
file, rebuilds (`swift build --build-tests`), runs the tests (`swift test --skip-build`: the quick unit
tests, the slow ones, then ExampleTests; stopped at the first failing test), records the mutant as killed
(a test failed, the run crashed or hung) or survived (every test passed), and restores the file. The file
is restored whatever happens: on success, on failure, on Ctrl-C or SIGTERM, and, after a hard kill, by the
next run (the original is kept in .build-mutation/ until restored).

A mutant whose fragment is not in its file is reported "stale", and one whose fragment occurs more than
once "ambiguous"; neither is run, and the script exits with status 2 when there are any, so a refactoring
that moved a rule is noticed rather than silently skipped.

Usage (from the package root; CONTRIBUTING.md, "Mutation testing"):

    Scripts/mutate.py                     # baseline build and tests, then every mutant
    Scripts/mutate.py --check             # only check that every fragment is found once (seconds)
    Scripts/mutate.py --only ID [ID ...]  # the named mutants only
    Scripts/mutate.py --list              # the mutants' ids and descriptions

Exit status: 0 when every mutant run was killed, 1 when any survived (or the baseline failed), 2 when any
mutant is stale or ambiguous. Standard library only.
"""

import argparse
import os
import pty
import re
import select
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BACKUP = ROOT / ".build-mutation"
FIELDS = ("id", "file", "find", "replace", "why")

# A failing test, as Swift Testing and XCTest print it.
FAILURE = re.compile(r"(✘ Test .*(recorded an issue|failed))|(Test Case .* failed)|(error: .*XCTAssert)")
FAILED_TEST = re.compile(r'✘ Test (\S+\(.*?\)|"[^"]*"|\S+)')
# Terminal colour and cursor codes, removed before matching.
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


@dataclass
class Mutant:
    id: str
    file: str
    find: str
    replace: str
    why: str
    line: int  # where the block starts in the mutants file


def parse_mutants(path: Path) -> list[Mutant]:
    """Reads the blocks of `path`: `field: value` lines, blocks separated by blank lines, `#` comments."""
    mutants: list[Mutant] = []
    block: dict[str, str] = {}
    start = 0

    def finish() -> None:
        if not block:
            return
        missing = [field for field in FIELDS if field not in block]
        if missing:
            sys.exit(f"{path}:{start}: mutant block lacks {', '.join(missing)}")
        mutants.append(Mutant(**{field: block[field] for field in FIELDS}, line=start))
        block.clear()

    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if raw.startswith("#"):
            continue
        if not raw.strip():
            finish()
            continue
        key, separator, value = raw.partition(": ")
        if not separator or key not in FIELDS:
            sys.exit(f"{path}:{number}: expected one of {', '.join(f + ':' for f in FIELDS)} — got {raw!r}")
        if not block:
            start = number
        block[key] = value
    finish()
    ids = [mutant.id for mutant in mutants]
    duplicates = sorted({name for name in ids if ids.count(name) > 1})
    if duplicates:
        sys.exit(f"{path}: duplicate ids: {', '.join(duplicates)}")
    return mutants


def status_of_fragment(mutant: Mutant) -> str:
    """'ok', 'stale' (fragment or file missing) or 'ambiguous' (fragment found more than once)."""
    path = ROOT / mutant.file
    if not path.is_file():
        return "stale"
    count = path.read_text(encoding="utf-8").count(mutant.find)
    return "ok" if count == 1 else "stale" if count == 0 else "ambiguous"


class Log:
    """Prints to the terminal and appends to the log file, flushed line by line."""

    def __init__(self, path: Path | None):
        self.file = path.open("a", encoding="utf-8") if path else None

    def __call__(self, text: str) -> None:
        stamped = f"[{time.strftime('%H:%M:%S')}] {text}"
        print(stamped, flush=True)
        if self.file:
            self.file.write(stamped + "\n")
            self.file.flush()


class Restorer:
    """Keeps the original of the mutated file in BACKUP and puts it back, even after a crash of this script."""

    def __init__(self) -> None:
        self.active: tuple[Path, bytes] | None = None

    def recover(self, log: Log) -> None:
        """Restores a file a killed earlier run left mutated."""
        record = BACKUP / "mutated-file"
        if not record.exists():
            return
        original = ROOT / record.read_text(encoding="utf-8")
        shutil.copyfile(BACKUP / "original", original)
        record.unlink()
        log(f"restored {original.relative_to(ROOT)}, left mutated by an earlier run that was killed")

    def mutate(self, path: Path, text: str) -> None:
        original = path.read_bytes()
        BACKUP.mkdir(exist_ok=True)
        (BACKUP / "original").write_bytes(original)
        (BACKUP / "mutated-file").write_text(str(path.relative_to(ROOT)), encoding="utf-8")
        self.active = (path, original)
        path.write_text(text, encoding="utf-8")

    def restore(self) -> None:
        if self.active is None:
            return
        path, original = self.active
        path.write_bytes(original)
        (BACKUP / "mutated-file").unlink(missing_ok=True)
        self.active = None


def run(command: list[str], timeout: float, stop_at_failure: bool = False) -> tuple[str, str]:
    """Runs `command` in its own process group; returns (outcome, detail).

    outcome is 'passed', 'failed' (exit status not 0, or a failing test seen when `stop_at_failure`; the run
    is then stopped at once) or 'timeout'. detail is the first failing test or the output's last lines.

    The command writes to a pseudo-terminal, so that it flushes each line as it prints it (into a pipe, the
    test runner's output comes in blocks, and the first failure would be seen only at the end).
    """
    controller, terminal = pty.openpty()
    process = subprocess.Popen(
        command, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=terminal, stderr=terminal, start_new_session=True)
    os.close(terminal)
    deadline = time.monotonic() + timeout
    tail: list[str] = []
    pending = b""
    outcome = None
    detail = ""
    try:
        while outcome is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                outcome = "timeout"
                break
            ready, _, _ = select.select([controller], [], [], min(remaining, 5))
            if not ready:
                continue
            try:
                chunk = os.read(controller, 65536)
            except OSError:  # the terminal closed: the command exited
                break
            if not chunk:
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for raw in lines:
                line = ANSI.sub("", raw.decode("utf-8", "replace")).rstrip()
                tail = (tail + [line])[-15:]
                if stop_at_failure and FAILURE.search(line):
                    outcome = "failed"
                    match = FAILED_TEST.search(line)
                    detail = match.group(1) if match else line.strip()
                    break
    except BaseException:
        stop(process)
        raise
    finally:
        os.close(controller)
    if outcome is not None:
        stop(process)
        return outcome, detail
    status = process.wait()
    if status == 0:
        return "passed", ""
    return "failed", detail or " | ".join(line for line in tail if line)[-400:]


# The suites that take most of the unit tests' time (about 85 of 100 s, measured with `--no-parallel`): run
# after the others, so that a mutant the quick tests kill is not kept waiting for them. Only the order
# depends on this list: every test runs either way.
SLOW_SUITES = ("StrokeOutlineAgreementTests|SkiaAgreementTests|StrokeOutlineChecksumTests|HitTestDifferentialTests"
               "|HitTestTraceDifferentialTests|TouchSequenceFuzzerTests")


def run_tests(timeout: float) -> tuple[str, str]:
    """Runs every test, stopping at the first failure: the quick unit tests, the slow ones (SLOW_SUITES),
    then ExampleTests (which run the example executables), so most mutants are killed within seconds."""
    deadline = time.monotonic() + timeout
    stages = [
        ["--skip", f"{SLOW_SUITES}|ExampleTests"],
        ["--filter", SLOW_SUITES],
        ["--filter", "ExampleTests"],
    ]
    for arguments in stages:
        remaining = max(1.0, deadline - time.monotonic())
        outcome, detail = run(["swift", "test", "--skip-build", *arguments], remaining, stop_at_failure=True)
        if outcome != "passed":
            return outcome, detail
    return "passed", ""


def stop(process: subprocess.Popen) -> None:
    """Stops `process` and everything it started (its own process group)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    except ProcessLookupError:
        pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mutants", type=Path, default=ROOT / "Scripts" / "mutants.txt")
    parser.add_argument("--only", nargs="+", metavar="ID", help="run only these mutants")
    parser.add_argument("--check", action="store_true", help="only check that each fragment is found once")
    parser.add_argument("--list", action="store_true", help="list the mutants")
    parser.add_argument("--log", type=Path, help="also append the report to this file")
    parser.add_argument("--skip-baseline", action="store_true",
                        help="do not build and test the unmutated package first")
    parser.add_argument("--build-timeout", type=float, default=1800, help="seconds (default 1800)")
    parser.add_argument("--test-timeout", type=float, default=1200,
                        help="seconds before a test run counts as hung, i.e. killed (default 1200)")
    options = parser.parse_args()

    mutants = parse_mutants(options.mutants)
    if options.only:
        unknown = sorted(set(options.only) - {mutant.id for mutant in mutants})
        if unknown:
            sys.exit(f"unknown mutant ids: {', '.join(unknown)}")
        mutants = [mutant for mutant in mutants if mutant.id in options.only]
    if options.list:
        for mutant in mutants:
            print(f"{mutant.id:45} {mutant.file.removeprefix('Sources/')}: {mutant.why}")
        return 0

    log = Log(options.log)
    restorer = Restorer()
    restorer.recover(log)

    def terminate(signum: int, _frame: object) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    signal.signal(signal.SIGTERM, terminate)
    signal.signal(signal.SIGHUP, terminate)

    fragment_status = {mutant.id: status_of_fragment(mutant) for mutant in mutants}
    unusable = [mutant for mutant in mutants if fragment_status[mutant.id] != "ok"]
    for mutant in unusable:
        log(f"{fragment_status[mutant.id].upper():9} {mutant.id} ({options.mutants.name}:{mutant.line}): "
            f"{mutant.file}: {mutant.find!r}")
    if options.check:
        log(f"{len(mutants) - len(unusable)} of {len(mutants)} mutants found exactly once")
        return 2 if unusable else 0

    results: dict[str, list[str]] = {"killed": [], "survived": [], "build failed": []}
    started = time.monotonic()
    try:
        if not options.skip_baseline:
            log("baseline: building and testing the unmutated package")
            outcome, detail = run(["swift", "build", "--build-tests"], options.build_timeout)
            if outcome != "passed":
                log(f"baseline build {outcome}: {detail}")
                return 1
            test_started = time.monotonic()
            outcome, detail = run_tests(options.test_timeout)
            if outcome != "passed":
                log(f"baseline tests {outcome}: {detail}; fix them before mutating")
                return 1
            log(f"baseline passed (tests {time.monotonic() - test_started:.0f} s)")
        runnable = [mutant for mutant in mutants if fragment_status[mutant.id] == "ok"]
        for number, mutant in enumerate(runnable, start=1):
            path = ROOT / mutant.file
            text = path.read_text(encoding="utf-8")
            restorer.mutate(path, text.replace(mutant.find, mutant.replace, 1))
            try:
                build_started = time.monotonic()
                outcome, detail = run(["swift", "build", "--build-tests"], options.build_timeout)
                build_time = time.monotonic() - build_started
                if outcome != "passed":
                    verdict = "build failed"
                    test_time = 0.0
                else:
                    test_started = time.monotonic()
                    outcome, detail = run_tests(options.test_timeout)
                    test_time = time.monotonic() - test_started
                    verdict = "survived" if outcome == "passed" else "killed"
                    if outcome == "timeout":
                        detail = f"the tests hung (over {options.test_timeout:.0f} s)"
            finally:
                restorer.restore()
            results[verdict].append(mutant.id)
            by = f" by {detail}" if verdict == "killed" and detail else ""
            log(f"[{number}/{len(runnable)}] {verdict.upper()} {mutant.id}{by} "
                f"(build {build_time:.0f} s, tests {test_time:.0f} s) — {mutant.why}")
            if verdict == "build failed":
                log(f"    the mutant does not compile; fix it: {detail}")
    except KeyboardInterrupt as interruption:
        log(f"interrupted ({interruption or 'Ctrl-C'}); the mutated file was restored")
        return 130
    finally:
        restorer.restore()

    killed, survived = len(results["killed"]), len(results["survived"])
    elapsed = time.monotonic() - started
    rate = f"{100 * killed / (killed + survived):.1f}%" if killed + survived else "n/a"
    log(f"done in {elapsed / 60:.1f} min: {killed} killed, {survived} survived ({rate} killed), "
        f"{len(results['build failed'])} did not build, {len(unusable)} stale or ambiguous")
    for name in results["survived"]:
        log(f"    survived: {name}")
    if unusable:
        return 2
    return 1 if survived or results["build failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
