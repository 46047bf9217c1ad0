/// What the history says about one failing test, for the report and the PR comment.
public struct FailureHistory: Sendable, Equatable {
    /// "Flaky in k of n runs" looks at the test's latest n runs, at most this many: recent
    /// flakiness, read in the same time however long the history.
    public static let flakyWindow = 100

    /// The consecutive failing runs since the test last passed (this run included once added), and
    /// the first of them.
    public var failingRuns: Int
    public var failingSinceCommit: String?
    /// Runs in which it was flaky, of its latest runs (at most `Self.flakyWindow`).
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
        if flakyRuns > 0 { parts.append("flaky in \(flakyRuns) of \(runs == Self.flakyWindow ? "the last \(runs)" : "\(runs)") runs") }
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
