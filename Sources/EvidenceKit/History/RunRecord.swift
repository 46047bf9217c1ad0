import Foundation

/// What the history keeps of one run: the archive's identity and CI facts from its manifest, and
/// each test's status (and label, when it failed).
public struct RunRecord: Sendable, Equatable {
    public struct Outcome: Sendable, Equatable {
        public var test: String
        public var status: TestStatus
        public var category: TriageCategory?

        public init(test: String, status: TestStatus, category: TriageCategory? = nil) {
            self.test = test
            self.status = status
            self.category = category
        }
    }

    /// The key: adding the same archive twice changes nothing.
    public var archiveSHA256: String
    public var commit: String?
    public var branch: String?
    public var runURL: String?
    public var provider: String?
    public var job: String?
    /// When the run happened, in seconds since 1970: the archive's time (SOURCE_DATE_EPOCH or the
    /// commit's time, as collect fixed it), else when it was added.
    public var time: Int64
    public var outcomes: [Outcome]

    public init(archiveSHA256: String, commit: String? = nil, branch: String? = nil, runURL: String? = nil, provider: String? = nil,
                job: String? = nil, time: Int64, outcomes: [Outcome]) {
        self.archiveSHA256 = archiveSHA256
        self.commit = commit
        self.branch = branch
        self.runURL = runURL
        self.provider = provider
        self.job = job
        self.time = time
        self.outcomes = outcomes
    }

    public init(_ result: TriageResult, addedAt now: Date = Date()) {
        let manifest = result.input.manifest
        var time = Int64(now.timeIntervalSince1970)
        if let created = manifest.flatMap({ ISO8601DateFormatter().date(from: $0.created) }), created.timeIntervalSince1970 > 0 {
            time = Int64(created.timeIntervalSince1970)
        }
        let categories = Dictionary(result.failures.map { ($0.test.id.description, $0.classification.category) }, uniquingKeysWith: { first, _ in first })
        self.init(
            archiveSHA256: result.input.archiveSHA256, commit: manifest?.commit.sha, branch: manifest?.ci?.branch,
            runURL: manifest?.ci?.runURL, provider: manifest?.ci?.provider, job: manifest?.ci?.job, time: time,
            outcomes: result.run.tests.map { Outcome(test: $0.id.description, status: $0.status, category: categories[$0.id.description]) })
    }
}

/// What the history says about one failing test, for the report and the PR comment.
public struct FailureHistory: Sendable, Equatable {
    /// The consecutive failing runs since the test last passed (this run included once added), and
    /// the first of them.
    public var failingRuns: Int
    public var failingSinceCommit: String?
    /// Runs in which it was flaky, of its latest runs (at most `HistoryStore.flakyWindow`).
    public var flakyRuns: Int
    public var runs: Int
    /// When it first failed or flaked in the history (seconds since 1970).
    public var firstSeen: Int64?

    public init(failingRuns: Int, failingSinceCommit: String?, flakyRuns: Int, runs: Int, firstSeen: Int64?) {
        self.failingRuns = failingRuns
        self.failingSinceCommit = failingSinceCommit
        self.flakyRuns = flakyRuns
        self.runs = runs
        self.firstSeen = firstSeen
    }

    /// "failing since `abc1234` (3 runs) · flaky in 2 of 40 runs · first seen 2026-11-20".
    public var summary: String {
        var parts: [String] = []
        if failingRuns > 0 {
            parts.append("failing since \(failingSinceCommit.map { "`\(String($0.prefix(12)))`" } ?? "an unknown commit") (\(failingRuns) run\(failingRuns == 1 ? "" : "s"))")
        }
        if flakyRuns > 0 { parts.append("flaky in \(flakyRuns) of \(runs == HistoryStore.flakyWindow ? "the last \(runs)" : "\(runs)") runs") }
        if let firstSeen { parts.append("first seen \(Self.day(firstSeen))") }
        if parts.isEmpty { return runs > 0 ? "never failed before in the history" : "not in the history" }
        return parts.joined(separator: " · ")
    }

    /// YYYY-MM-DD (UTC), by arithmetic: a DateFormatter per line costs milliseconds on Linux.
    public static func day(_ seconds: Int64) -> String {
        // Howard Hinnant's days-to-civil algorithm.
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// One run of a test, as `history show` lists it.
public struct TestRunEntry: Sendable, Equatable {
    public var commit: String?
    public var branch: String?
    public var time: Int64
    public var status: String
    public var category: String?
    public var runURL: String?
}

/// A test that flaked, as `history flaky` lists it.
public struct FlakyTest: Sendable, Equatable {
    public var test: String
    public var flakyRuns: Int
    public var runs: Int
}
