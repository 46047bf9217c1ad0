import EvidenceCore

/// `Retrying tests that failed (iteration 2 of 2)`, `Retrying failed tests...`: a retry of the failed tests starts
/// (a CI step's retry of the test action, as round runs print it). It heads what follows and is no failure's message:
/// a failure printed just before it ends there. (Only these words: an app's `Retrying chunk 3 after failed response`
/// at a line's start is more of what it printed.)
struct RetryHeadingLine {
    static let headings = [[UInt8](ascii: "Retrying tests that failed"), [UInt8](ascii: "Retrying failed tests"),
                           // fastlane scan's own retry (`number_of_retries`), which runs the failed tests again.
                           [UInt8](ascii: "Retrying the failing tests")]

    init?(_ line: LogLine) {
        guard line.count < 120, Self.headings.contains(where: { line.hasPrefix($0) }) else { return nil }
    }
}
