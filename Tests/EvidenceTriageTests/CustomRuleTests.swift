@testable import EvidenceCore
import EvidenceTestSupport
@testable import EvidenceTriage
import Testing

@Suite struct CustomRuleTests {
    @Test func aTeamRuleLabelsFailuresItsPatternsMatch() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("rules.json", """
            {"rules": [{"id": "stale_fixture", "category": "business-logic-error", "description": "Fixture data out of date",
                        "patterns": ["fixture version mismatch", "regex:schema v[0-9]+ expected"], "confidence": 0.9,
                        "examples": {"triggering": ["fixture version mismatch: 3 != 4", "schema v7 expected"], "nonTriggering": ["all fine"]}}]}
            """)
        let rules = try CustomRule.load(path: path)
        #expect(rules.map(\.identifier) == ["stale_fixture"])
        let classifier = Classifier(rules: ClassificationRules.builtIn + rules)
        let example = RuleExample.failure("App.FeedTests/testLoads", messages: ["setup: schema v9 expected, got v8"])
        let result = classifier.classify(example.context)
        #expect(result.category == .businessLogicError)
        #expect(result.verdict?.rule == "stale_fixture")
    }

    @Test(arguments: [
        (#"{"rules": [{"category": "business-logic-error", "patterns": ["x"]}]}"#, "rule 1 has no id."),
        (#"{"rules": [{"id": "identifier_not_permitted", "category": "business-logic-error", "patterns": ["x"]}]}"#, "rule 1 reuses the id 'identifier_not_permitted'."),
        (#"{"rules": [{"id": "a", "category": "flaky", "patterns": ["x"]}]}"#, "rule 1 ('a') needs a category: configuration-regression, business-logic-error or scheduling-expectation-mismatch."),
        (#"{"rules": [{"id": "a", "category": "business-logic-error", "patterns": []}]}"#, "rule 1 ('a') has no patterns."),
        (#"{"rules": [{"id": "a", "category": "business-logic-error", "patterns": ["regex:(unclosed"]}]}"#, "rule 1 ('a') has an invalid regular expression: (unclosed"),
        (#"{"rules": [{"id": "a", "category": "business-logic-error", "patterns": ["x"], "examples": {"triggering": ["y"]}}]}"#, "rule 1 ('a') does not match its own triggering example “y”."),
        (#"[1, 2]"#, "is not a rules file: expected {\"rules\": [...]} of objects with id, category and patterns."),
    ])
    func aBadRulesFileIsRefusedWithOneSentence(_ json: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("rules.json", json)
        do {
            _ = try CustomRule.load(path: path)
            Issue.record("loaded a bad rules file")
        } catch let error as EvidenceError {
            #expect(error.kind == .malformedInput)
            #expect(error.message.hasSuffix(message), "\(error.message)")
            #expect(error.message.hasPrefix(path))
        }
    }
}
