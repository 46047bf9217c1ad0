import EvidenceCore
import EvidenceReaders

/// StoreKit gave the test no products, the test opens no `SKTestSession` of its own, and the test plan or
/// scheme the run used selects no StoreKit configuration: on a Simulator (and on CI, where no one is signed
/// in to the sandbox) StoreKit's products come from a local configuration, so an empty list is what the
/// configuration gave, not what the store code did with it. The plan or scheme says so only in its file,
/// which collect archives from the checkout.
struct StoreKitConfigurationNotSelectedRule: ClassificationRule {
    let identifier = "storekit_configuration_not_selected"
    let category = TriageCategory.configurationRegression
    let summary = "StoreKit gave the test no products, the test opens no SKTestSession, and the test plan or scheme the run used (archived from the checkout) selects no StoreKit configuration: the tests ran without the local products."

    static func plan(_ name: String, _ storeKit: String?) -> TestConfigurationFile {
        TestConfigurationFile(path: "sources/TestPlans/\(name).xctestplan", kind: .testPlan, name: name, storeKitConfiguration: storeKit)
    }
    static func scheme(_ name: String, _ storeKit: String?) -> TestConfigurationFile {
        TestConfigurationFile(path: "sources/App.xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", kind: .scheme, name: name, storeKitConfiguration: storeKit)
    }
    /// CI runs the plan `TallyCI`, which selects none; the developers' `Tally` selects the products.
    static let ciPlanWithout = TestSetup(files: [plan("Tally", "../Tally/Store/Products.storekit"), plan("TallyCI", nil)],
                                         storeKitFiles: ["Tally/Store/Products.storekit"], plansRun: ["TallyCI"], schemesRun: ["Tally"])
    static let ciPlanWith = TestSetup(files: [plan("Tally", "../Tally/Store/Products.storekit"), plan("TallyCI", "../Tally/Store/Products.storekit")],
                                      storeKitFiles: ["Tally/Store/Products.storekit"], plansRun: ["TallyCI"])
    static let schemesWithout = TestSetup(files: [scheme("Copperleaf", nil), scheme("Copperleaf-CI", nil)], storeKitFiles: ["Copperleaf/Store/Copperleaf.storekit"])
    static let emptyCount = "XCTAssertEqual failed: (\"0\") is not equal to (\"2\") - products: []"
    static let swiftTestingCount = "Expectation failed: (store.products.count → 0) == 3"

    var triggeringExamples: [RuleExample] {
        [
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], setup: Self.ciPlanWithout),
            .failure("TallyTests.StoreTests/testIntroOfferIsFreeWeek", messages: ["XCTUnwrap failed: expected non-nil value of type \"Product\""], setup: Self.ciPlanWithout),
            // No command named a scheme, and none of the checkout's selects the products it holds.
            .failure("TipJarStoreTests/loadsAllTipProducts()", messages: [Self.swiftTestingCount], setup: Self.schemesWithout),
            .failure("TipJarStoreTests/purchaseLargeTipRecordsThankYou()", messages: ["Caught error: .productNotFound(\"com.copperleafapps.journal.tip.large\")"],
                     setup: Self.schemesWithout),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The plan CI ran selects the products: the empty list is the code's.
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], setup: Self.ciPlanWith),
            // The test opens its own session from a configuration file: what it lacks, the session says.
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount],
                     code: ["    func testLoadsMonthlyAndYearlyProducts() async throws {", "        let session = try SKTestSession(configurationFileNamed: \"Products\")",
                            "        try await store.load()"], setup: Self.ciPlanWithout),
            // An app's own catalogue of products, with no StoreKit configuration anywhere in the checkout.
            .failure("ShopTests.CatalogTests/testLoadsProducts", messages: [Self.emptyCount],
                     setup: TestSetup(files: [Self.plan("Shop", nil)], plansRun: ["Shop"])),
            // No plan or scheme archived: what the tests ran with is unknown.
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount],
                     setup: TestSetup(storeKitFiles: ["Tally/Store/Products.storekit"])),
            // Products came back; the test's assertion is about something else.
            .failure("TallyTests.StoreTests/testMonthlyPrice", messages: ["XCTAssertEqual failed: (\"$4.99\") is not equal to (\"$3.99\")"], setup: Self.ciPlanWithout),
        ]
    }

    /// StoreKit's words that a product lookup came back empty: its error for an unknown product, the SDKs'
    /// list of identifiers it did not know, an unwrap of a `Product` that was not there, or a count or list
    /// of products that is zero or empty.
    static func saysNoProducts(_ message: String) -> Bool {
        let lowered = message.lowercased()
        guard lowered.includes("product"), !lowered.includes("storekitservice") else { return false }
        if ["productnotfound", "product not found", "invalidproductidentifiers", "no products"].contains(where: lowered.includes) { return true }
        if message.includes("value of type \"Product\"") || message.includes("value of type \"SKProduct\"") { return true }
        return ["[]", "→ 0)", "(\"0\")", " 0 of "].contains(where: message.includes)
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let issue = context.test.issues.first(where: { Self.saysNoProducts($0.message) }),
              let (selects, files, named) = context.testSetup.selectsStoreKit, !selects else { return nil }
        // StoreKit is what the checkout tests with: it holds a StoreKit configuration, or a plan or scheme selects one.
        let configurations = context.testSetup.storeKitFiles + context.testSetup.files.compactMap(\.storeKitConfiguration)
        guard !configurations.isEmpty else { return nil }
        // A session the test opens itself brings its own products.
        let ownCode = (context.code + context.helperCode).compactMap(\.excerpt) + context.testFile
        guard !ownCode.contains(where: { $0.includes("SKTestSession") && !FailureContext.isComment($0) }) else { return nil }
        let ran = files.map { "`\($0.name)`" }.joined(separator: ", ")
        let which = named ? "the \(files[0].kind.rawValue) the run named (\(ran)) selects no StoreKit configuration"
            : "none of the checkout's test plans and schemes (\(ran)) selects a StoreKit configuration"
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, named ? .direct : .inferred, corroborated: true), stage: nil,
            reason: "StoreKit gave the test no products, the test opens no SKTestSession, and \(which), while the checkout has `\(configurations[0])`: the tests ran without the local products.",
            evidence: (issue.evidence.map { [$0] } ?? []) + files.prefix(2).map { EvidencePointer(path: $0.path) },
            nextStep: "Select the StoreKit configuration in the test plan or scheme CI runs (its Test action or configuration options), or open an `SKTestSession` in the tests.")
    }
}
