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
    static func scheme(_ name: String, _ storeKit: String?, plan: String? = nil) -> TestConfigurationFile {
        TestConfigurationFile(path: "sources/App.xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", kind: .scheme, name: name, storeKitConfiguration: storeKit,
                              defaultTestPlan: plan)
    }
    static let products = "../Tally/Store/Products.storekit"
    /// CI runs the plan `TallyCI`, which selects none; the developers' `Tally` selects the products.
    static let ciPlanWithout = TestSetup(files: [plan("Tally", products), plan("TallyCI", nil)], storeKitFiles: ["Tally/Store/Products.storekit"],
                                         plansRun: ["TallyCI"], schemesRun: ["Tally"], storeKitProductIDs: ["com.tally.pro.monthly", "com.tally.pro.yearly"])
    static let ciPlanWith = TestSetup(files: [plan("Tally", products), plan("TallyCI", products)], storeKitFiles: ["Tally/Store/Products.storekit"], plansRun: ["TallyCI"])
    static let schemesWithout = TestSetup(files: [scheme("Copperleaf", nil), scheme("Copperleaf-CI", nil)], storeKitFiles: ["Copperleaf/Store/Copperleaf.storekit"],
                                          storeKitProductIDs: ["com.copperleafapps.journal.tip.large"])
    /// `-scheme Shop` alone runs the scheme's default plan: what that plan selects is what ran.
    static func schemeRunningPlan(_ storeKit: String?) -> TestSetup {
        TestSetup(files: [scheme("Shop", nil, plan: "ShopTests"), plan("ShopTests", storeKit)], storeKitFiles: ["Shop/Products.storekit"], schemesRun: ["Shop"])
    }
    static let emptyCount = "XCTAssertEqual failed: (\"0\") is not equal to (\"2\") - products: []"
    static let asksStoreKit = ["    func testLoadsMonthlyAndYearlyProducts() async throws {", "        let products = try await Product.products(for: ProductStore.identifiers)",
                               "        XCTAssertEqual(products.count, 2, \"products: \\(products)\")"]
    static let swiftTestingCount = "Expectation failed: (store.products.count → 0) == 3"
    static let lookupLine = "2026-10-02 10:14:03.118 Copperleaf[4120:88211] [TipJarStore] Product.products(for:) returned 0 of 3 requested identifiers"

    var triggeringExamples: [RuleExample] {
        [
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit, setup: Self.ciPlanWithout),
            .failure("TallyTests.StoreTests/testIntroOfferIsFreeWeek", messages: ["XCTUnwrap failed: expected non-nil value of type \"Product\""], setup: Self.ciPlanWithout),
            // No command named a scheme, and none of the checkout's selects the products it holds; the app's own line says it asked StoreKit.
            .failure("TipJarStoreTests/loadsAllTipProducts()", messages: [Self.swiftTestingCount], log: [Self.lookupLine], setup: Self.schemesWithout),
            .failure("TipJarStoreTests/purchaseLargeTipRecordsThankYou()", messages: ["Caught error: .productNotFound(\"com.copperleafapps.journal.tip.large\")"],
                     setup: Self.schemesWithout),
            // The scheme the run named selects a configuration the checkout no longer holds (renamed).
            .failure("PollardTests.StoreTests/loadsProducts()", messages: [Self.swiftTestingCount], log: [Self.lookupLine],
                     setup: TestSetup(files: [Self.scheme("Pollard", "../../Pollard/Configuration.storekit")], storeKitFiles: ["Pollard/StoreKit/PollardProducts.storekit"],
                                      schemesRun: ["Pollard"])),
            // The scheme the run named runs its default plan, which selects none.
            .failure("ShopTests.PurchaseTests/testLoadsProducts", messages: [Self.emptyCount], code: Self.asksStoreKit, setup: Self.schemeRunningPlan(nil)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        Self.configurationElsewhere + Self.notStoreKitsFailure + [
            // The test opens its own session from a configuration file: what it lacks, the session says.
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount],
                     code: ["    func testLoadsMonthlyAndYearlyProducts() async throws {", "        let session = try SKTestSession(configurationFileNamed: \"Products\")",
                            "        let products = try await Product.products(for: ProductStore.identifiers)"], setup: Self.ciPlanWithout),
            // A shared helper (archived in another file) opens the session the test uses.
            .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount],
                     code: ["    func testLoadsMonthlyAndYearlyProducts() async throws {", "        let session = try makeStoreSession()",
                            "        let products = try await Product.products(for: ProductStore.identifiers)"], setup: {
                var setup = Self.ciPlanWithout
                setup.storeKitSessionNames = ["StoreKitTestCase", "makeStoreSession"]
                return setup
            }()),
            // A product the configuration does not define: the code's misspelling as likely as the plan.
            .failure("TallyTests.PurchaseTests/testBuysYearly", messages: ["caught error: \"productNotFound(\\\"com.tally.pro.yearlly\\\")\""], setup: Self.ciPlanWithout),
            // An app's own catalogue of products, where the checkout also tests a tip jar with StoreKit: no StoreKit lookup here.
            .failure("ShopTests.CartTests/addingSameSKUTwiceKeepsOneLine()", messages: ["Expectation failed: (cart.products.count → 0) == 1"], setup: Self.ciPlanWithout),
            .failure("ShopTests.CatalogTests/testLoadsProducts", messages: [Self.emptyCount],
                     setup: TestSetup(files: [Self.plan("Shop", nil)], plansRun: ["Shop"])),
            // Products came back; the test's assertion is about something else.
            .failure("TallyTests.StoreTests/testMonthlyPrice", messages: ["XCTAssertEqual failed: (\"$4.99\") is not equal to (\"$3.99\")"], code: Self.asksStoreKit,
                     setup: Self.ciPlanWithout),
        ]
    }

    /// What ran selects the products, or the archive cannot say what ran.
    static let configurationElsewhere: [RuleExample] = [
        // The plan CI ran selects the products: the empty list is the code's.
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit, setup: Self.ciPlanWith),
        // The scheme the run named runs its default plan, which selects them.
        .failure("ShopTests.PurchaseTests/testLoadsProducts", messages: [Self.emptyCount], code: Self.asksStoreKit, setup: Self.schemeRunningPlan("Products.storekit")),
        // The plan the run named is not archived; nor is any plan or scheme.
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit,
                 setup: TestSetup(files: [Self.scheme("Tally", nil)], storeKitFiles: ["Tally/Store/Products.storekit"], plansRun: ["AppCI"], schemesRun: ["Tally"])),
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit,
                 setup: TestSetup(storeKitFiles: ["Tally/Store/Products.storekit"])),
        // Two plans named, one archived (round 101's review, H2); a scheme with plans and none its default (M1).
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit,
                 setup: TestSetup(files: [Self.plan("UnitCI", nil)], storeKitFiles: ["Tally/Store/Products.storekit"], plansRun: ["UnitCI", "ShopCI"])),
        .failure("ShopTests.PurchaseTests/testLoadsProducts", messages: [Self.emptyCount], code: Self.asksStoreKit,
                 setup: TestSetup(files: [TestConfigurationFile(path: "sources/Shop.xcscheme", kind: .scheme, name: "Shop", storeKitConfiguration: nil, hasTestPlans: true)],
                                  storeKitFiles: ["Shop/Products.storekit"], schemesRun: ["Shop"])),
        // Collect left some of the checkout's configuration out at its bound (H3).
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: [Self.emptyCount], code: Self.asksStoreKit, setup: {
            var setup = Self.ciPlanWithout
            setup.configurationLeftOut = true
            return setup
        }()),
    ]

    /// No StoreKit in the failure, or StoreKit set up where the archive does not reach.
    static let notStoreKitsFailure: [RuleExample] = [
        // The app's lookup line says the products came back; the purchase list is the code's (H6).
        .failure("TallyTests.PurchaseTests/testPurchasedProductsListed", messages: ["XCTAssertEqual failed: (\"[]\") is not equal to (\"[\"com.tally.pro.yearly\"]\") - purchased products"],
                 log: ["2026-10-02 10:14:03.118 Tally[4120:88211] [Store] Product.products(for:) returned 2 of 2 requested identifiers"], setup: Self.ciPlanWithout),
        // A suite on a base class of its own (`StoreTests: StoreKitTestCase`), which may open the session out of reach (H4).
        .failure("TallyTests.StoreTests/testLoadsMonthlyAndYearlyProducts", messages: ["XCTUnwrap failed: expected non-nil value of type \"Product\""],
                 helpers: ["final class StoreTests: StoreKitTestCase {"], setup: Self.ciPlanWithout),
    ]

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

    /// StoreKit's own names in a message: its types and errors, its products' lookup.
    static let storeKitWords = ["StoreKit", "SKProduct", "SKError", "Product.products", "productNotFound", "invalidProductIdentifiers",
                                "value of type \"Product\"", "products(for:"]
    /// The test's own code that asks StoreKit itself (its lookup; not the file's `import StoreKit`, which another test's may need).
    static let storeKitCalls = ["Product.products(for:", "SKProductsRequest", "Product.products("]

    /// The suite's class declared on another base than XCTestCase (`final class StoreTests: StoreKitTestCase {`).
    static func inheritsAnotherCase(_ suite: String, in file: [String]) -> Bool {
        file.contains { line in
            guard let declared = line.range(of: "class \(suite):") else { return false }
            let base = line[declared.upperBound...].drop { $0 == " " }.prefix { $0.isNamePart }
            return !base.isEmpty && base != "XCTestCase"
        }
    }

    /// Whether a line of code names one of `names` as a whole identifier.
    static func uses(_ line: String, _ names: Set<String>) -> Bool {
        guard !names.isEmpty, !FailureContext.isComment(line) else { return false }
        var word = ""
        for character in line + " " {
            if character.isNamePart { word.append(character); continue }
            if names.contains(word) { return true }
            word = ""
        }
        return false
    }

    /// The app's lookup line says StoreKit gave it none (`returned 0 of 3`, `no products`), not some.
    static func lookupFoundNone(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return [" 0 of ", "returned 0", "no products", "[]", "could not be fetched", "couldn't be fetched", "none of the products"].contains(where: lowered.includes)
    }

    /// The quoted reverse-DNS identifiers a message names (`productNotFound("com.shop.pro.yearly")`).
    static func productIdentifiers(in message: String) -> [String] {
        message.split(separator: "\"").map { String($0).replacingOccurrences(of: "\\", with: "") }
            .filter { id in id.split(separator: ".").count >= 3 && id.allSatisfy(TaskIdentifierScanner.isNameCharacter) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let issue = context.test.issues.first(where: { Self.saysNoProducts($0.message) }),
              let (selects, files, named) = context.testSetup.selectsStoreKit, !selects else { return nil }
        // StoreKit is what the checkout tests with: it holds a StoreKit configuration, or a plan or scheme selects one.
        let configurations = context.testSetup.storeKitFiles + context.testSetup.files.compactMap(\.storeKitConfiguration)
        guard !configurations.isEmpty else { return nil }
        // The products are StoreKit's: its names are in the failure, or the test's code asks StoreKit (an app's own
        // catalogue of "products" is no StoreKit lookup).
        let ownCode = (context.code + context.helperCode).compactMap(\.excerpt) + context.testFile
        let asksStoreKit = (context.code + context.helperCode).compactMap(\.excerpt)
        guard Self.storeKitWords.contains(where: issue.message.includes)
            || context.texts(saying: .storeKitLookup).contains(where: { Self.lookupFoundNone($0.text) })
            || asksStoreKit.contains(where: { line in !FailureContext.isComment(line) && Self.storeKitCalls.contains(where: line.includes) }) else { return nil }
        // A session the test or its suite opens itself (here, or through what another archived file declares: a base
        // class, a helper) brings its own products.
        guard !ownCode.contains(where: { $0.includes("SKTestSession") && !FailureContext.isComment($0) }),
              !ownCode.contains(where: { Self.uses($0, context.testSetup.storeKitSessionNames) })
        else { return nil }
        // A suite built on a base class of its own (`StoreTests: StoreKitTestCase`) may set StoreKit up there, out of reach.
        guard !Self.inheritsAnotherCase(context.test.id.suite, in: ownCode) else { return nil }
        // A product the configurations do not define is as likely the code's misspelling as a configuration never selected.
        let asked = Self.productIdentifiers(in: issue.message)
        guard context.testSetup.storeKitProductIDs.isEmpty || asked.allSatisfy(context.testSetup.storeKitProductIDs.contains) else { return nil }
        let ran = files.map { "`\($0.name)`" }.joined(separator: ", ")
        let gone = files.compactMap(\.storeKitConfiguration).first.map { " (it names `\($0)`, which the checkout does not hold)" } ?? ""
        let which = named ? "the \(files[0].kind.rawValue) the run named (\(ran)) selects no StoreKit configuration\(gone)"
            : "none of the checkout's test plans and schemes (\(ran)) selects a StoreKit configuration it holds"
        return RuleVerdict(
            // (Where the run named no plan or scheme, only inferred: below the configuration row's minimum, no label.)
            rule: identifier, category: category, weight: EvidenceWeight(.test, named ? .direct : .inferred, corroborated: true), stage: nil,
            reason: "StoreKit gave the test no products, the test opens no SKTestSession, and \(which), while the checkout has `\(configurations[0])`: the tests ran without the local products.",
            evidence: (issue.evidence.map { [$0] } ?? []) + files.prefix(2).map { EvidencePointer(path: $0.path) },
            nextStep: "Select the StoreKit configuration in the test plan or scheme CI runs (its Test action or configuration options), or open an `SKTestSession` in the tests.")
    }
}
