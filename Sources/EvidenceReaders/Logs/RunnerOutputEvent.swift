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
}
