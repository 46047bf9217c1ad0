import EvidenceCore
import EvidenceReaders

/// The test failed on a nil where its code looks a file up in a bundle (`Bundle.module.url(forResource:…)`):
/// the resource is not in the bundle the test runs from — a target's resources, static configuration
/// (design.md), not the parser that would have read it. Read from the test's own code, which
/// `collect --sources failing` archives.
struct BundledResourceMissingRule: ClassificationRule {
    let identifier = "bundled_resource_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The test failed on a nil where its code looks a file up in a bundle (url(forResource:)): the resource is not in the test's bundle, a target's configuration."

    var triggeringExamples: [RuleExample] {
        [
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\""],
                     code: ["    func testParsesAtomFixture() throws {",
                            "        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: \"atom-feed\", withExtension: \"xml\"))"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The same nil without the code: nothing says it is a resource.
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\""]),
            // A nil from the parser, the resource found a line earlier.
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"Feed\""],
                     code: ["    func testParsesAtomFixture() throws {",
                            "        let url = Bundle.module.url(forResource: \"atom-feed\", withExtension: \"xml\")!",
                            "        let feed = try XCTUnwrap(FeedParser().parse(Data(contentsOf: url)))"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let issue = context.test.issues.first(where: { issue in SignalVocabulary.nilFailures.contains { issue.message.includes($0) } }),
            let failing = context.code.last, let text = failing.excerpt,
            SignalVocabulary.resourceLookups.contains(where: text.includes)
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.8, stage: nil,
            reason: "The failing line looks a file up in a bundle and got nil: the resource is not in the bundle the test runs from.",
            evidence: (issue.evidence.map { [$0] } ?? []) + [failing],
            nextStep: "Add the file to the test target's resources (Copy Bundle Resources, or `resources:` of the package target) and look it up in the test's bundle (`Bundle(for: Self.self)`, `Bundle.module`), not `Bundle.main`.")
    }
}
