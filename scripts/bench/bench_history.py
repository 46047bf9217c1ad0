"""The measurements of scripts/bench/bench-history.sh (see there): loads each backend, times evidence."""
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time

binary, bench_dir, postgres_url, runs, tests, repeat = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
ADD_TARGET, QUERY_TARGET = 0.5, 0.100
FAILURES = 50
BASE_TIME = 1_700_000_000

def evidence(*arguments, env=None):
    started = time.perf_counter()
    result = subprocess.run([binary, *arguments], capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"evidence {' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()}")
    return elapsed, result.stdout

def log(failing, seed):
    """An xcodebuild log of `tests` tests of AppTests.LoadSuite, the tests in `failing` failing."""
    lines = ["Test Suite 'All tests' started at 2026-11-20 09:14:01.120.", "Test Suite 'LoadSuite' started at 2026-11-20 09:14:01.122."]
    for number in range(tests):
        case = f"-[AppTests.LoadSuite test{number:04d}]"
        lines.append(f"Test Case '{case}' started.")
        if number in failing:
            lines.append(f"/src/LoadSuite.swift:{40 + seed}: error: {case} : XCTAssertEqual failed: (\"14\") is not equal to (\"7\")")
            lines.append(f"Test Case '{case}' failed (0.021 seconds).")
        else:
            lines.append(f"Test Case '{case}' passed (0.003 seconds).")
    lines.append("Test Suite 'LoadSuite' failed at 2026-11-20 09:14:01.140.")
    return "\n".join(lines) + "\n"

def archive(name, failing, seed):
    path = os.path.join(bench_dir, f"{name}.tgz")
    if not os.path.exists(path):
        folder = os.path.join(bench_dir, name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "xcodebuild-test.log"), "w") as file:
            file.write(log(failing, seed))
        evidence("collect", folder, "--output", path, "--commit", f"{seed:07x}abcdef")
    return path

# Every statement below fills the schema evidence created (HistoryStore's migration 1).
STATUS = "CASE WHEN (r.id * 7 + t.id * 13) % 101 = 0 THEN 1 WHEN (r.id * 11 + t.id * 3) % 89 = 0 THEN 2 ELSE 0 END"
CATEGORY = "CASE WHEN (r.id * 7 + t.id * 13) % 101 = 0 THEN 'business-logic-error' END"

def remove_sqlite(path):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)

def load_sqlite(path):
    remove_sqlite(path)
    open(path, "w").close()  # an empty file is an empty database: evidence creates the tables in it
    evidence("history", "flaky", "--db", path)
    database = sqlite3.connect(path)
    database.execute("PRAGMA synchronous=OFF")
    database.execute(f"""INSERT INTO tests (id, name) WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < {tests - 1})
        SELECT i + 1, printf('AppTests.LoadSuite/test%04d', i) FROM n""")
    database.execute(f"""INSERT INTO runs (id, archive_sha256, commit_sha, branch, run_url, provider, job, run_time, tests, failed)
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {runs})
        SELECT i, printf('%064x', i), printf('%040x', i), 'main', 'https://ci.example.com/runs/' || i, 'github', 'test', {BASE_TIME} + i * 600, {tests}, 0 FROM n""")
    database.execute(f"""INSERT INTO results (test_id, run_id, status, category)
        SELECT t.id, r.id, {STATUS}, {CATEGORY} FROM tests t, runs r ORDER BY t.id, r.id""")
    database.commit()
    database.execute("ANALYZE")
    database.close()

def psql(url, sql):
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", url, "-c", sql], check=True, capture_output=True)

def load_postgres(url):
    """Loads a new database `evidence_bench` on the server at `url`; its URL."""
    database = "evidence_bench"
    bench_url = url.replace("@/postgres", f"@/{database}") if "@/postgres" in url else url.rsplit("/", 1)[0] + "/" + database
    psql(url, f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
    psql(url, f"CREATE DATABASE {database}")
    evidence("history", "flaky", "--db", bench_url)
    psql(bench_url, f"INSERT INTO tests (id, name) SELECT i + 1, 'AppTests.LoadSuite/test' || lpad(i::text, 4, '0') FROM generate_series(0, {tests - 1}) i")
    psql(bench_url, f"""INSERT INTO runs (id, archive_sha256, commit_sha, branch, run_url, provider, job, run_time, tests, failed)
        SELECT i, lpad(to_hex(i), 64, '0'), lpad(to_hex(i), 40, '0'), 'main', 'https://ci.example.com/runs/' || i, 'github', 'test', {BASE_TIME} + i * 600, {tests}, 0
        FROM generate_series(1, {runs}) i""")
    # replica: no foreign-key trigger per row while bulk loading rows that are consistent by construction.
    psql(bench_url, f"""SET session_replication_role = replica; INSERT INTO results (test_id, run_id, status, category)
        SELECT t.id, r.id, {STATUS}, {CATEGORY} FROM tests t, runs r ORDER BY t.id, r.id""")
    psql(bench_url, "SELECT setval('runs_id_seq', (SELECT max(id) FROM runs)), setval('tests_id_seq', (SELECT max(id) FROM tests))")
    psql(bench_url, "VACUUM ANALYZE")
    return bench_url

def size(database):
    if database.startswith("postgres"):
        out = subprocess.run(["psql", "-X", "-tA", database, "-c", "SELECT pg_database_size(current_database())"], capture_output=True, text=True, check=True)
        return int(out.stdout.strip())
    return sum(os.path.getsize(database + suffix) for suffix in ("", "-wal") if os.path.exists(database + suffix))

def measure(name, database, head, added):
    # Each add is a new run (another commit), so nothing is skipped as already there.
    add_times = [evidence("history", "add", path, "--db", database)[0] for path in added]
    # Interleaved, best of each: the difference is small next to a process's start-up noise.
    with_history, without = [], []
    for _ in range(repeat):
        with_history.append(evidence("comment", head, "--history", database)[0])
        without.append(evidence("comment", head)[0])
    add, query = statistics.median(add_times), max(0.0, min(with_history) - min(without))
    _, comment = evidence("comment", head, "--history", database)
    assert "failing since" in comment or "first seen" in comment, "the comment holds no history"
    print(f"{name}: {size(database) / 1e6:.0f} MB for {runs} runs x {tests} tests")
    print(f"  history add (1,000 tests): {add * 1000:.0f} ms (median of {len(add_times)}; target <= {ADD_TARGET * 1000:.0f} ms)")
    print(f"  PR comment's history (open, queries, lines): {query * 1000:.0f} ms for {FAILURES} failures (comment --history {min(with_history) * 1000:.0f} ms - without {min(without) * 1000:.0f} ms, best of {repeat}; target <= {QUERY_TARGET * 1000:.0f} ms)")
    return add <= ADD_TARGET and query <= QUERY_TARGET

failing = set(range(0, tests, tests // FAILURES))
head = archive("head", failing, 1)
sqlite_path = os.path.join(bench_dir, "history.sqlite")
print(f"Loading {runs} runs x {tests} tests into SQLite ({sqlite_path})...", flush=True)
started = time.perf_counter()
load_sqlite(sqlite_path)
print(f"  {time.perf_counter() - started:.1f} s")
print(f"Loading {runs} runs x {tests} tests into PostgreSQL...", flush=True)
started = time.perf_counter()
postgres = load_postgres(postgres_url)
print(f"  {time.perf_counter() - started:.1f} s")

ok = True
for name, database, offset in (("SQLite", sqlite_path, 10), ("PostgreSQL", postgres, 20)):
    added = [archive(f"add-{offset + index}", failing, offset + index) for index in range(repeat)]
    ok = measure(name, database, head, added) and ok
# Each benchmark loads afresh: remove what this one loaded.
remove_sqlite(sqlite_path)
psql(postgres_url, "DROP DATABASE IF EXISTS evidence_bench WITH (FORCE)")
sys.exit(0 if ok else 1)
