import CommandLayer

/// The sections of `evidence.1` that are not generated from the command declarations.
enum EvidenceManual {
    static let page = ManualPage(
        description: """
            evidence collects the evidence of an iOS test run (.xcresult bundles, raw xcodebuild and
            swift test logs, JUnit XML, the app's registration records, the built app's Info.plist and the
            commit) into one byte-for-byte reproducible archive with a checksummed manifest, secrets
            redacted; verifies such an archive later; and labels every failed test around background
            tasks (BGTaskScheduler) as a configuration-regression, business-logic-error or
            scheduling-expectation-mismatch, or as unclassified, each with its confidence, rule and evidence.

            It runs on Linux and macOS and needs no Xcode.
            """,
        exitStatus: [
            .init(ExitStatus.success, "Success."),
            .init(ExitStatus.problemsFound, "The check found problems: an archive does not match its manifest, the gate failed, a failure has a category given to --fail-on, or diff --fail-on new found new failures."),
            .init(ExitStatus.usage, "Usage error: an unknown option, a missing argument, a value that is not allowed."),
            .init(ExitStatus.malformedInput, "Malformed input: a file that is not what it should be (a damaged archive or bundle); triage and comment also print their report, whose heading says so, for an archive that is truncated, does not match its manifest or holds no evidence."),
            .init(ExitStatus.inputUnavailable, "An input is missing or unreadable."),
            .init(ExitStatus.outputFailed, "An I/O error while writing output, or a history database that cannot be written or reached."),
        ],
        environment: [
            .init("GITHUB_SHA", "The commit under test when --commit is not given; also read, in this order, from CI_COMMIT_SHA (GitLab), BITRISE_GIT_COMMIT, CIRCLE_SHA1, BUILDKITE_COMMIT, GIT_COMMIT (Jenkins) and CI_COMMIT (Xcode Cloud), else from git rev-parse HEAD."),
            .init("GITHUB_ACTIONS", "With GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT, GITHUB_JOB, GITHUB_HEAD_REF and GITHUB_REF_NAME: the run's URL, job and branch recorded in the manifest (other CI services' variables likewise)."),
            .init("GITHUB_STEP_SUMMARY", "The file triage --github and comment --github append the report to."),
            .init("NO_COLOR", "When set and not empty, triage's terminal view has no colour (unless --color always)."),
            .init("TERM", "dumb: as NO_COLOR."),
            .init("XDG_DATA_HOME", "Where the default history database lives: $XDG_DATA_HOME/evidence/history.sqlite, else ~/.local/share/evidence/history.sqlite (~/Library/Application Support/evidence/history.sqlite on macOS)."),
            .init("SOURCE_DATE_EPOCH", "Seconds since the epoch: the time stamped on every archive entry; otherwise the commit's time, or the epoch when git cannot tell."),
        ],
        files: [
            .init("run.tgz", "The archive: manifest.json first (schema evidence.manifest/v1), then logs/, junit/, diagnostics/, config/<app>/Info.plist and xcresult/<name>.xcresult/."),
            .init("history.sqlite", "The history of runs (history, --history) when --db names no other file or PostgreSQL URL; see XDG_DATA_HOME."),
            .init(".evidence-rules.json", "Team classification rules, looked for beside the archive, then in the working directory, unless --rules names a file."),
        ],
        seeAlso: ["git(1)", "tar(1)", "zstd(1)", "xcodebuild(1)", "sqlite3(1)", "psql(1)"]
    )
}
