import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// What the tests ran with, as far as the archive tells: the checkout's test plans and shared schemes
/// (collect takes them), which of them the run's commands named, and the StoreKit configurations the
/// checkout holds. The log names a plan or a scheme; only the archived file says what it selects.
package struct TestSetup: Sendable {
    package var files: [TestConfigurationFile] = []
    /// The checkout's StoreKit configurations (`.storekit`), by repository path.
    package var storeKitFiles: [String] = []
    /// What the commands that ran tests named (`-testPlan`, `-scheme`).
    package var plansRun: Set<String> = []
    package var schemesRun: Set<String> = []

    package init(files: [TestConfigurationFile] = [], storeKitFiles: [String] = [], plansRun: Set<String> = [], schemesRun: Set<String> = []) {
        self.files = files
        self.storeKitFiles = storeKitFiles
        self.plansRun = plansRun
        self.schemesRun = schemesRun
    }

    /// The archived plans, schemes and StoreKit configurations, and what the run's build says it ran.
    package init(sources: ArchivedSources, build: BuildOutcome) {
        for (path, bytes) in sources.files.sorted(by: { $0.key < $1.key }) {
            if let file = TestConfigurationFile.read(path: "sources/" + path, bytes: bytes) { files.append(file) }
            if path.hasSuffix("." + TestConfigurationFile.storeKitExtension) { storeKitFiles.append(path) }
        }
        plansRun = build.testPlans
        schemesRun = build.testSchemes
    }

    /// The archived files the run's commands named: its plan where it named one the archive holds, else its scheme.
    package var ran: [TestConfigurationFile] {
        let plans = files.filter { $0.kind == .testPlan && plansRun.contains($0.name) }
        return plans.isEmpty ? files.filter { $0.kind == .scheme && schemesRun.contains($0.name) } : plans
    }

    /// Whether the tests ran with a StoreKit configuration: true when a file they ran with selects one, false
    /// when those files select none (or, none named, none of the checkout's selects one), nil when the archive
    /// cannot tell (no plan or scheme, or several that disagree and none named).
    package var selectsStoreKit: (answer: Bool, by: [TestConfigurationFile], named: Bool)? {
        let ran = self.ran
        if !ran.isEmpty { return (ran.contains { $0.storeKitConfiguration != nil }, ran, true) }
        guard !files.isEmpty else { return nil }
        let selecting = files.filter { $0.storeKitConfiguration != nil }
        return selecting.isEmpty ? (false, files, false) : nil
    }
}
