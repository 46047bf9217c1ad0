#!/usr/bin/env python3
"""The hostile-SQLite family of scripts/dev/fuzz.sh (issue 28, part 7): result bundles whose
database.sqlite3 is hostile, each run through `collect` (the folder holding it), `xcresult` (the
bundle) and `triage` (collect's archive, when collect wrote one), every command under `ulimit -v`
(256 MB of address space) and `timeout` (30 s). Each run must end with an exit status of the
documented set (0, 1, 65, 66), never a signal or the timeout, and say what went wrong on stderr in
one sentence: no more than one `error:` line, no crash report, no line over 2,000 bytes.

Usage: scripts/dev/fuzz-sqlite.py EVIDENCE FIXTURES ITERATIONS SEED
  EVIDENCE   the evidence binary (a release build)
  FIXTURES   ../shared/fixtures (its xcresult/ bundles are the templates)
Prints `fuzz sqlite: N executions, C crashes, H hangs, peak P KB` (the line fuzz.sh reads) and one
line per failing run (its variant, command, status and stderr) on stderr; the bundle of a failing
run is kept under $TMPDIR/fuzz-sqlite-<seed>/.
"""
import os, random, resource, shutil, sqlite3, subprocess, sys, tempfile, time

evidence, fixtures, iterations, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
MEMORY_KB, SECONDS = 256 * 1024, 30
DOCUMENTED = {0, 1, 65, 66}
templates = sorted(os.path.join(fixtures, "xcresult", name) for name in os.listdir(os.path.join(fixtures, "xcresult"))
                   if os.path.exists(os.path.join(fixtures, "xcresult", name, "database.sqlite3")))
# The tables the reader knows, with the columns it reads (a schema that keeps their names with other
# columns must be refused or read as empty, never misread into a crash).
READ_TABLES = ["TestCaseRuns", "TestSuiteRuns", "TestCases", "TestSuites", "TestIssues", "Activities", "Attachments",
               "SourceCodeLocations", "SourceCodeContexts", "Actions", "Invocations", "RunDestinations", "Devices",
               "Platforms", "SkipNotices", "TestPlanRuns", "TestableRuns", "Testables", "BuildIssues", "Arguments", "TestValues"]


def recursive_view(db, rng):
    table = rng.choice(READ_TABLES)
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    select = ", ".join(f"x AS {c}" for c in columns) or "x AS a"
    db.executescript(f"DROP TABLE {table}; CREATE VIEW {table} AS WITH RECURSIVE n(x) AS "
                     f"(SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT {select} FROM n;")


def big_view(db, rng):
    # Not endless, only long: 10^8 rows of a cross join.
    table = rng.choice(READ_TABLES)
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    select = ", ".join(f"a.x AS {c}" for c in columns) or "a.x AS a"
    db.executescript(f"DROP TABLE {table}; CREATE VIEW {table} AS WITH RECURSIVE n(x) AS "
                     f"(SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 10000) SELECT {select} FROM n a, n b;")


def trigger(db, rng):
    table = rng.choice(READ_TABLES)
    db.executescript(f"CREATE TABLE IF NOT EXISTS Spy(x); CREATE TRIGGER Spy{rng.randrange(1000)} AFTER "
                     f"{rng.choice(['INSERT', 'UPDATE', 'DELETE'])} ON {table} BEGIN INSERT INTO Spy VALUES (randomblob(1000000)); END;")


def virtual_table(db, rng):
    module = rng.choice(["fts5(text)", "fts4(text)", "rtree(id, a, b)"])
    name = rng.choice(["Search", rng.choice(READ_TABLES)])
    if name != "Search":
        db.execute(f"DROP TABLE {name}")
    db.execute(f"CREATE VIRTUAL TABLE {name} USING {module}")


def huge_rows(db, rng):
    table = rng.choice(["TestIssues", "TestCases", "TestSuites", "Activities", "SkipNotices"])
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})") if row[2] == "TEXT"]
    column = rng.choice(columns)
    size = rng.choice([1 << 20, 16 << 20, 80 << 20])
    db.execute(f"UPDATE {table} SET {column} = ?", ("x" * size,))
    if db.execute(f"SELECT changes()").fetchone()[0] == 0:
        db.execute(f"INSERT INTO {table}({column}) VALUES (?)", ("x" * size,))


def wrong_types(db, rng):
    for table in rng.sample(READ_TABLES, 4):
        columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
        for column in columns:
            value = rng.choice([None, -1, 2 ** 63 - 1, -(2 ** 63), 1e308, float("nan"), "", "x" * 1000, b"\x00\xff" * 64,
                                "\ud7ff", "not a number", 3.5])
            try:
                db.execute(f"UPDATE {table} SET {column} = ?", (value,))
            except (sqlite3.Error, ValueError, OverflowError):
                pass


def cycles(db, rng):
    # Parents that are their own ancestors: suites, suite runs, activities.
    for table, column in [("TestSuites", "parentSuite_fk"), ("TestSuiteRuns", "parentSuiteRun_fk"), ("Activities", "parent_fk")]:
        db.execute(f"UPDATE {table} SET {column} = rowid")
        db.execute(f"UPDATE {table} SET {column} = (SELECT MAX(rowid) FROM {table}) WHERE rowid = (SELECT MIN(rowid) FROM {table})")


def deep_chain(db, rng):
    # A chain of 10^5 nested suite runs (and activities): a reader that recurses per level overflows.
    count = 100_000
    db.execute("INSERT INTO TestSuites(name, identifier) VALUES ('Deep', 'Deep')")
    suite = db.execute("SELECT last_insert_rowid()").fetchone()[0]
    start = (db.execute("SELECT COALESCE(MAX(rowid), 0) FROM TestSuiteRuns").fetchone()[0]) + 1
    db.executemany("INSERT INTO TestSuiteRuns(rowid, testSuite_fk, parentSuiteRun_fk, duration) VALUES (?, ?, ?, 0)",
                   ((start + i, suite, start + i - 1 if i else None) for i in range(count)))
    startA = (db.execute("SELECT COALESCE(MAX(rowid), 0) FROM Activities").fetchone()[0]) + 1
    db.executemany("INSERT INTO Activities(rowid, title, parent_fk, testCaseRun_fk) VALUES (?, 'step', ?, (SELECT MIN(rowid) FROM TestCaseRuns))",
                   ((startA + i, startA + i - 1 if i else None) for i in range(count)))


def many_rows(db, rng):
    # 10^6 failing test runs, each with an issue.
    db.executescript("""
        INSERT INTO TestCaseRuns(result, testSuiteRun_fk, testCase_fk, duration, orderInTestSuiteRun)
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 1000000)
          SELECT 'Failure', (SELECT MIN(rowid) FROM TestSuiteRuns), (SELECT MIN(rowid) FROM TestCases), 0.1, x FROM n;
        INSERT INTO TestIssues(testCaseRun_fk, isTopLevel, compactDescription, issueType)
          SELECT rowid, 1, 'XCTAssertEqual failed: ' || rowid, 'Assertion Failure' FROM TestCaseRuns WHERE orderInTestSuiteRun > 0;
    """)


def other_columns(db, rng):
    for table in rng.sample(READ_TABLES, rng.randrange(1, 5)):
        db.executescript(f"DROP TABLE {table}; CREATE TABLE {table}(a TEXT, b BLOB, c);"
                         f"INSERT INTO {table} VALUES ('x', x'00ff', 1), (NULL, NULL, NULL);")


def generated_columns(db, rng):
    table = rng.choice(READ_TABLES)
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    column = rng.choice(columns)
    rest = ", ".join(c for c in columns if c != column)
    expression = rng.choice(["zeroblob(1000000000)", "randomblob(500000000)", "length(printf('%.*c', 1000000000, 'x'))"])
    db.executescript(f"DROP TABLE {table}; CREATE TABLE {table}({rest}{', ' if rest else ''}{column} AS ({expression}) VIRTUAL);"
                     f"INSERT INTO {table}({columns[0] if columns[0] != column else columns[-1]}) VALUES (1);")


def drop_tables(db, rng):
    for table in rng.sample(READ_TABLES, rng.randrange(1, len(READ_TABLES))):
        db.execute(f"DROP TABLE IF EXISTS {table}")


SCHEMA_VARIANTS = [recursive_view, big_view, trigger, virtual_table, huge_rows, wrong_types, cycles, deep_chain,
                   many_rows, other_columns, generated_columns, drop_tables]


def corrupt(path, rng):
    """Bytes flipped in the file's pages (the header included, sometimes), or the file cut short."""
    data = bytearray(open(path, "rb").read())
    kind = rng.choice(["flip", "flip", "truncate", "header", "zero-page"])
    if kind == "truncate":
        data = data[:rng.randrange(1, len(data))]
    elif kind == "header":
        for _ in range(rng.randrange(1, 8)):
            data[rng.randrange(16, 100)] = rng.randrange(256)
    elif kind == "zero-page":
        page = int.from_bytes(data[16:18], "big") or 65536
        start = page * rng.randrange(1, max(2, len(data) // page))
        data[start:start + page] = bytes(min(page, max(0, len(data) - start)))
    else:
        for _ in range(rng.randrange(1, 64)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    open(path, "wb").write(bytes(data))
    return kind


def make(work, index, rng):
    """One hostile bundle in work/in-<index>/, and the name of what was done to it."""
    folder = os.path.join(work, f"in-{index}")
    bundle = os.path.join(folder, "Hostile.xcresult")
    shutil.copytree(rng.choice(templates), bundle)
    # An object store beside the database, or the database alone (Xcode 16+ may write no other).
    if rng.random() < 0.5:
        shutil.rmtree(os.path.join(bundle, "Data"), ignore_errors=True)
    database = os.path.join(bundle, "database.sqlite3")
    os.chmod(database, 0o644)
    names = []
    if rng.random() < 0.85:
        db = sqlite3.connect(database)
        for variant in rng.sample(SCHEMA_VARIANTS, rng.choice([1, 1, 1, 2, 3])):
            try:
                variant(db, rng)
                names.append(variant.__name__)
            except sqlite3.Error as error:
                names.append(f"{variant.__name__}(skipped: {error})")
        db.commit()
        db.close()
    if rng.random() < 0.3 or not names:
        names.append("corrupt-" + corrupt(database, rng))
    return folder, bundle, "+".join(names)


def run(arguments, cwd):
    """(status, stderr, seconds, peak KB) of evidence under the limits."""
    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_KB * 1024, MEMORY_KB * 1024))
    start = time.monotonic()
    process = subprocess.Popen(["timeout", str(SECONDS), evidence] + arguments, cwd=cwd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, preexec_fn=limits)
    _, stderr = process.communicate()
    # The highest resident set of any child so far (timeout's child included, once reaped).
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return process.returncode, stderr.decode("utf-8", "replace"), time.monotonic() - start, peak


def problem(status, stderr):
    """What is wrong with one run's ending, or None."""
    if status == 124:
        return "hang"
    if status < 0 or status > 128 or status not in DOCUMENTED:
        return "crash" if status < 0 or status > 128 else f"exit {status} is not a documented status"
    lines = [line for line in stderr.splitlines() if line.strip()]
    if any(word in stderr for word in ("Fatal error", "fatal error", "Stack dump", "Backtrace", "Segmentation", "Illegal instruction")):
        return "crash report on stderr"
    if sum(line.startswith("error:") for line in lines) > 1:
        return "more than one error sentence"
    if status != 0 and status != 1 and not any(line.startswith("error:") for line in lines):
        return "no error sentence"
    if any(len(line) > 2000 for line in lines):
        return "a line over 2,000 bytes on stderr"
    return None


def main():
    rng = random.Random(seed)
    work = tempfile.mkdtemp(prefix="fuzz-sqlite-")
    keep = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"fuzz-sqlite-{seed}")
    executions = crashes = hangs = failures = 0
    peak = 0
    try:
        for index in range(iterations):
            folder, bundle, variant = make(work, index, rng)
            archive = os.path.join(work, f"run-{index}.tgz")
            commands = [["collect", folder, "--output", archive, "--commit", "abc1234"], ["xcresult", bundle]]
            for arguments in commands + [["triage", archive]]:
                if arguments[0] == "triage" and not os.path.exists(archive):
                    continue
                status, stderr, seconds, kb = run(arguments, work)
                executions += 1
                peak = max(peak, kb)
                wrong = problem(status, stderr)
                if wrong is None:
                    continue
                failures += 1
                crashes += wrong.startswith("crash")
                hangs += wrong == "hang"
                os.makedirs(keep, exist_ok=True)
                kept = os.path.join(keep, f"{index}-Hostile.xcresult")
                if not os.path.exists(kept):
                    shutil.copytree(bundle, kept)
                with open(f"{kept}-{arguments[0]}.stderr", "w") as file:
                    file.write(stderr)
                tail = " | ".join(stderr.strip().splitlines()[-3:])[:600]
                print(f"fuzz sqlite: {wrong}: {variant}: evidence {arguments[0]} exit {status} after {seconds:.1f} s "
                      f"(bundle kept as {kept}): {tail}", file=sys.stderr, flush=True)
            shutil.rmtree(folder, ignore_errors=True)
            if os.path.exists(archive):
                os.remove(archive)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"fuzz sqlite: {executions} executions, {crashes} crashes, {hangs} hangs, {failures} failures, peak {peak} KB")
    return 1 if failures else 0


sys.exit(main())
