/// The build that preceded (or replaced) the tests.
package struct BuildOutcome: Hashable, Sendable {
    /// nil when the evidence does not say.
    package var succeeded: Bool?
    package var errors: [TestIssue]
    package var warnings: [TestIssue]
    /// Where the tests ran, as xcodebuild was told (`platform=iOS Simulator,name=iPhone 15`); nil
    /// when the evidence does not say.
    package var destination: String?
    /// The builds the evidence's xcodebuild commands name, each as its destination's platform and its
    /// configuration (`iOS Simulator Debug`; `XcodebuildInvocationLine.build`): runs of one build share
    /// its plist, entitlements and test host, whatever device or OS version they ran on.
    package var builds: Set<String> = []
    /// The destinations the evidence's xcodebuild commands ran tests on (`platform=iOS Simulator,name=iPhone 16,OS=18.2`).
    package var testDestinations: Set<String> = []
    /// The test plans and schemes the commands that ran tests name (`-testPlan AppCI`, `-scheme App`): the
    /// archived plan or scheme of that name is what the tests ran with.
    package var testPlans: Set<String> = []
    package var testSchemes: Set<String> = []

    package init(succeeded: Bool? = nil, errors: [TestIssue] = [], warnings: [TestIssue] = [], destination: String? = nil) {
        self.succeeded = succeeded
        self.errors = errors
        self.warnings = warnings
        self.destination = destination
    }
}
