import EvidenceCore
import Foundation
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

    /// What the archived files that open an `SKTestSession` declare (a suite's base class, a shared helper's
    /// function): a test that uses one brings its own products, whatever the plan selects. (Not their tests, nor
    /// XCTest's set-up methods, which every suite has.)
    package var storeKitSessionNames: Set<String> = []
    /// The product identifiers the archived StoreKit configurations define.
    package var storeKitProductIDs: Set<String> = []
    /// Collect left a plan, scheme or StoreKit configuration of the checkout out (its bound; the manifest lists it).
    package var configurationLeftOut = false

    package init(files: [TestConfigurationFile] = [], storeKitFiles: [String] = [], plansRun: Set<String> = [], schemesRun: Set<String> = [],
                 storeKitProductIDs: Set<String> = []) {
        self.files = files
        self.storeKitFiles = storeKitFiles
        self.plansRun = plansRun
        self.schemesRun = schemesRun
        self.storeKitProductIDs = storeKitProductIDs
    }

    /// The archived plans, schemes and StoreKit configurations, and what the run's build says it ran. `lines` is
    /// `sources.linesByFile`, which triage decodes once for every reading of the archived code.
    package init(sources: ArchivedSources, lines: [String: [String]], build: BuildOutcome, leftOut: [String] = []) {
        configurationLeftOut = leftOut.contains { path in
            TestConfigurationFile.extensions.union([TestConfigurationFile.storeKitExtension]).contains((path as NSString).pathExtension)
        }
        for (path, bytes) in sources.files.sorted(by: { $0.key < $1.key }) {
            if let file = TestConfigurationFile.read(path: "sources/" + path, bytes: bytes) { files.append(file) }
            if path.hasSuffix("." + TestConfigurationFile.storeKitExtension) {
                storeKitFiles.append(path)
                storeKitProductIDs.formUnion(Self.productIDs(inStoreKitConfiguration: bytes))
            } else if let text = lines[path], Self.opensAStoreKitSession(text) {
                storeKitSessionNames.formUnion(Self.declaredNames(in: text))
            }
        }
        plansRun = build.testPlans
        schemesRun = build.testSchemes
    }

    /// The files the run's commands named: its plans where it named some, else its schemes — a scheme that has
    /// test plans by the plan it runs by default. Nil where one of them is not archived: then the archive cannot
    /// say what ran (another plan's or the scheme's own options are not it).
    package var ran: [TestConfigurationFile]? {
        if !plansRun.isEmpty {
            let plans = files.filter { $0.kind == .testPlan && plansRun.contains($0.name) }
            return Set(plans.map(\.name)) == plansRun ? plans : nil
        }
        let schemes = files.filter { $0.kind == .scheme && schemesRun.contains($0.name) }
        guard Set(schemes.map(\.name)) == schemesRun else { return nil }
        var ran: [TestConfigurationFile] = []
        for scheme in schemes {
            // (A scheme with plans and none its default: which ran, the archive cannot say.)
            if scheme.hasTestPlans, scheme.defaultTestPlan == nil { return nil }
            guard let plan = scheme.defaultTestPlan else { ran.append(scheme); continue }
            guard let file = files.first(where: { $0.kind == .testPlan && $0.name == plan }) else { return nil }
            ran.append(file)
        }
        return ran
    }

    /// Whether the tests ran with a StoreKit configuration: true when a file they ran with selects one, false
    /// when those files select none (or, the run naming none, none of the checkout's selects one), nil when the
    /// archive cannot tell (no plan or scheme; the one named not archived; several that disagree, none named).
    /// A selection counts only where the checkout holds the file it names (by its name: a scheme's reference is
    /// relative to the project, a plan's to its folder); one it does not hold (renamed, moved) selects no products.
    package var selectsStoreKit: (answer: Bool, by: [TestConfigurationFile], named: Bool)? {
        // (Collect left some of the checkout's configuration out, at its bound: what it holds is not all there is.)
        guard !configurationLeftOut else { return nil }
        if !plansRun.isEmpty || !schemesRun.isEmpty {
            guard let ran, !ran.isEmpty else { return nil }
            return (ran.contains(where: selectsAHeldConfiguration), ran, true)
        }
        guard !files.isEmpty, !files.contains(where: selectsAHeldConfiguration) else { return nil }
        return (false, files, false)
    }

    /// The file selects a StoreKit configuration the checkout holds (any, where the archive holds none to compare).
    func selectsAHeldConfiguration(_ file: TestConfigurationFile) -> Bool {
        guard let selected = file.storeKitConfiguration else { return false }
        guard !storeKitFiles.isEmpty else { return true }
        let name = selected.split(separator: "/").last.map(String.init) ?? selected
        return storeKitFiles.contains { ($0.split(separator: "/").last.map(String.init) ?? $0) == name }
    }

    /// A `.storekit` file's `"productID" : "com.example.pro.monthly"` values (its products and subscriptions').
    static func productIDs(inStoreKitConfiguration bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        var ids = Set<String>()
        var rest = text[...]
        while let key = rest.range(of: "\"productID\""), ids.count < 1000 {
            let value = rest[key.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }
            if value.first == "\"" { ids.insert(String(value.dropFirst().prefix { $0 != "\"" })) }
            rest = rest[key.upperBound...]
        }
        return ids
    }

    /// The types and functions a Swift or Objective-C file declares (`class StoreKitTestCase`, `func makeStoreSession(`),
    /// not its tests nor XCTest's set-up and tear-down.
    static func declaredNames(in lines: [String]) -> Set<String> {
        var names = Set<String>()
        for line in lines where names.count < 200 {
            let code = String(ArchivedSources.withoutComment(line))
            for keyword in ["class ", "struct ", "actor ", "func ", "@interface "] {
                guard let found = code.range(of: keyword) else { continue }
                let name = code[found.upperBound...].drop { $0 == " " }.prefix { $0.isNamePart }
                guard !name.isEmpty, !name.hasPrefix("test"), !Self.lifecycle.contains(String(name)) else { continue }
                names.insert(String(name))
            }
        }
        return names
    }

    static let lifecycle: Set<String> = ["setUp", "setUpWithError", "tearDown", "tearDownWithError", "var", "func"]

    /// A source that opens an `SKTestSession` outside a comment.
    static func opensAStoreKitSession(_ lines: [String]) -> Bool {
        lines.contains { line in line.includes("SKTestSession(") && String(ArchivedSources.withoutComment(line)).includes("SKTestSession(") }
    }
}
