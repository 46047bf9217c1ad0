/// One test's result as one reader saw it.
package struct TestResult: Hashable, Sendable {
    package var id: TestIdentifier
    package var status: TestStatus
    package var duration: Double?
    package var issues: [TestIssue]
    /// Where the result itself was read (e.g. the `Test Case … failed` line).
    package var evidence: [EvidencePointer]
    /// What the test attached (screenshots, files): the archive path of each, its name as excerpt.
    package var attachments: [EvidencePointer]

    package init(id: TestIdentifier, status: TestStatus, duration: Double? = nil, issues: [TestIssue] = [], evidence: [EvidencePointer] = [], attachments: [EvidencePointer] = []) {
        self.id = id
        self.status = status
        self.duration = duration
        self.issues = issues
        self.evidence = evidence
        self.attachments = attachments
    }
}
