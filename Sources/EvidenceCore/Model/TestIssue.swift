/// A failure message, an error or a warning, with where it points in code and in the evidence.
package struct TestIssue: Hashable, Sendable {
    package var message: String
    package var location: SourceLocation?
    package var evidence: EvidencePointer?
    /// The source line and the caret a compiler printed under its diagnostic, as printed.
    package var snippet: [String] = []

    package init(message: String, location: SourceLocation? = nil, evidence: EvidencePointer? = nil) {
        self.message = message
        self.location = location
        self.evidence = evidence
    }
}
