import EvidenceCore
import EvidenceReaders

/// A test that checks a resource file the build ships — a string catalog's keys, an asset catalog's
/// sets, the privacy manifest — failed: what the file holds is out of step with what the app needs,
/// a bundled resource (static configuration), not the code that reads it. Only a test about the file
/// itself: a test that merely shows a localized string is the code's until its file is shown wrong.
struct ResourceCheckedRule: ClassificationRule {
    let identifier = "resource_checked"
    let category = TriageCategory.configurationRegression
    let summary = "A test that checks a resource file the build ships (a string catalog's keys, an asset catalog, the privacy manifest) failed: its name, its code or its message is about the file, so the file is out of step with the app — a bundled resource, not code."

    /// A resource file the build ships, and the words that say a test is about it.
    struct Resource {
        let name: String
        let words: [String]
    }

    static let resources = [
        Resource(name: "string catalog", words: ["xcstrings", "StringCatalog", "string catalog", "String Catalog", "stringsdict", "Localizable.strings"]),
        Resource(name: "asset catalog", words: ["xcassets", "AssetCatalog", "asset catalog", "Asset Catalog"]),
        Resource(name: "privacy manifest", words: ["xcprivacy", "PrivacyInfo", "privacy manifest", "PrivacyManifest"]),
    ]

    var triggeringExamples: [RuleExample] {
        [
            // A lint of the catalog: entries outside its `strings` object never localize.
            .failure("PantryKitTests.StringCatalogTests/catalogHasNoEntriesOutsideStrings",
                     messages: ["Expectation failed: (strayKeys → [\"pantry.expiry.soon\", \"pantry.expiry.today\"]).isEmpty"]),
            // Keys the code uses that no catalog holds.
            .failure("LumenTests.LocalizationCoverageTests/everyCodeReferencedKeyExistsInACatalog",
                     messages: ["Expectation failed: missing.isEmpty - 6 String(localized:) keys are in no catalog: [\"board.empty.state\"]"],
                     code: ["    @Test func everyCodeReferencedKeyExistsInACatalog() throws {",
                            "        let main = try StringCatalog(contentsOf: RepoPaths.root.appending(path: Self.catalogs[0]))",
                            "        #expect(missing.isEmpty, \"\\(missing.count) String(localized:) keys are in no catalog: \\(missing)\")"]),
            .failure("AppTests.PrivacyManifestTests/testDeclaresUserDefaultsReason",
                     messages: ["XCTAssertTrue failed - PrivacyInfo.xcprivacy lacks NSPrivacyAccessedAPICategoryUserDefaults"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A localized string the code shows: the lookup (a missing `bundle: .module`) is the code's.
            .failure("PantryKitTests.ShelfLifeFormatterTests/remainingLabelIsLocalizedFromPackageCatalog",
                     messages: ["Expectation failed: (formatter.remainingLabel(days: 3) → \"3 days left\") == \"Noch 3 Tage\""]),
            // About the catalog, but the test's code threw reading it: the failure is not the file's content.
            .failure("PantryKitTests.StringCatalogTests/catalogParses",
                     messages: ["Caught error: The file “Localizable.xcstrings” couldn’t be opened because there is no such file."]),
            // A parser of catalogs (the code under test), fed its own fixture.
            .failure("CatalogToolTests.StringCatalogParserTests/testParsesPluralVariations",
                     messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - plural variations parsed"],
                     code: ["    func testParsesPluralVariations() throws {", "        let catalog = try StringCatalogParser().parse(fixture(\"plurals.xcstrings\"))",
                            "        XCTAssertEqual(catalog.variations.count, 2, \"plural variations parsed\")"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // A test of a parser of such files is the parser's: its fixture is input, not the app's resource.
        let name = context.test.id.suite + "/" + context.test.id.name
        guard !name.includes("Parser"), !context.code.contains(where: { ($0.excerpt ?? "").includes("Parser") }) else { return nil }
        let code = context.code.compactMap(\.excerpt).filter { !FailureContext.isComment($0) }
        guard let issue = context.test.issues.first(where: { SignalVocabulary.asserts($0.message) && !SignalVocabulary.noSuchFile.contains(where: $0.message.includes) }),
              let resource = Self.resources.first(where: { resource in
                  ([name, issue.message] + code).contains { text in resource.words.contains(where: text.includes) }
              })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The test checks the app's \(resource.name), a resource the build ships, and it is not what the app needs: the file, not the code that reads it.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix the \(resource.name) in the target that ships it (add or move the entries the test names), then rebuild; the test's message lists what is missing or misplaced.")
    }
}
