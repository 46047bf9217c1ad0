/// The build that preceded (or replaced) the tests.
package struct BuildOutcome: Hashable, Sendable {
    /// nil when the evidence does not say.
    package var succeeded: Bool?
    package var errors: [TestIssue]
    package var warnings: [TestIssue]
    /// Where the tests ran, as xcodebuild was told (`platform=iOS Simulator,name=iPhone 15`); nil
    /// when the evidence does not say.
    package var destination: String?

    package init(succeeded: Bool? = nil, errors: [TestIssue] = [], warnings: [TestIssue] = [], destination: String? = nil) {
        self.succeeded = succeeded
        self.errors = errors
        self.warnings = warnings
        self.destination = destination
    }
}
