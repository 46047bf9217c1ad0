import EvidenceCore

/// `Retrying tests that failed (iteration 2 of 2)`, `Retrying failed tests...`, `Retrying the failed tests (1/1)`,
/// fastlane scan's `Retrying the failing tests`: a retry of the failed tests starts. It heads what follows and is no
/// failure's message: a failure printed just before it ends there. Read by its shape — `Retrying`, then within its
/// next few words `failed` or `failing` and `tests` — at a line's start, short: an app's `Retrying chunk 3 after
/// failed response` names no tests and is more of what it printed.
struct RetryHeadingLine {
    static let verb = [UInt8](ascii: "Retrying ")

    init?(_ line: LogLine) {
        guard line.count < 120, line.hasPrefix(Self.verb) else { return nil }
        let words = line.text(Self.verb.count..<line.count).split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "." || $0 == ":" }).prefix(4)
        guard let failed = words.firstIndex(where: { $0 == "failed" || $0 == "failing" }),
              words.contains(where: { $0 == "tests" }), failed <= words.startIndex + 2 else { return nil }
    }
}
