import EvidenceCore

/// `Retrying tests that failed (iteration 2 of 2)`, `Retrying failed tests...`: a retry of the failed tests
/// starts (xcodebuild's test iterations, or a CI step's own retry). It heads what follows and is no
/// failure's message: a failure printed just before it ends there.
struct RetryHeadingLine {
    static let prefix = [UInt8](ascii: "Retrying ")
    static let subjects = [[UInt8](ascii: "tests"), [UInt8](ascii: "failed")]

    init?(_ line: LogLine) {
        // (At the line's start, and about the tests: `Retrying in 5 s` from an app's own code is not it.)
        guard line.count < 120, line.hasPrefix(Self.prefix), Self.subjects.contains(where: { line.firstIndex(of: $0, from: Self.prefix.count) != nil })
        else { return nil }
    }
}
