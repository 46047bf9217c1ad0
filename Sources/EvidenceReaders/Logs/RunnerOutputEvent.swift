import EvidenceCore

/// What another test runner's own output (Jest's, package:test's) says of a test: its result, or a
/// failure's message and place. `TestLogReader` records them as it records XCTest's.
enum RunnerOutputEvent {
    /// `evidence` nil: the line being read is the result's evidence.
    case result(TestIdentifier, TestStatus, duration: Double?, evidence: EvidencePointer?)
    case failure(TestIdentifier, message: String?, location: SourceLocation?, evidence: EvidencePointer?)
    /// What the app printed while the test ran (the console lines the log reader keeps), learned
    /// only once the runner has named the test for good.
    case lines(TestIdentifier, [EvidencePointer])

    /// A failure's message from the lines read of it: nil when none were.
    static func message(of lines: [String]) -> String? {
        lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// A failed test as a runner's block ends it: its result, then its failure.
    static func failed(_ id: TestIdentifier, lines: [String], location: SourceLocation?, evidence: EvidencePointer?) -> [RunnerOutputEvent] {
        [.result(id, .failed, duration: nil, evidence: evidence), .failure(id, message: message(of: lines), location: location, evidence: evidence)]
    }

    /// The test the event is of.
    var test: TestIdentifier {
        switch self {
        case .result(let id, _, _, _), .failure(let id, _, _, _), .lines(let id, _): id
        }
    }
}
