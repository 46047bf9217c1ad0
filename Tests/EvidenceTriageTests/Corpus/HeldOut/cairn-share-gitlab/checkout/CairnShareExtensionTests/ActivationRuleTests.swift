import XCTest

/// Evaluates the share extension's NSExtensionActivationRule (from the BUILT .appex Info.plist)
/// against the extension items the share sheet hands over, the way the system does.
final class ActivationRuleTests: XCTestCase {

    private func activationRule() throws -> String {
        let appex = try XCTUnwrap(Bundle.main.builtInPlugInsURL?.appendingPathComponent("CairnShare.appex"))
        let info = try XCTUnwrap(Bundle(url: appex)?.infoDictionary)
        let ext = try XCTUnwrap(info["NSExtension"] as? [String: Any])
        let attrs = try XCTUnwrap(ext["NSExtensionAttributes"] as? [String: Any])
        return try XCTUnwrap(attrs["NSExtensionActivationRule"] as? String, "rule must be a predicate string")
    }

    func testRuleIsNotTruePredicate() throws {
        XCTAssertNotEqual(try activationRule().trimmingCharacters(in: .whitespacesAndNewlines), "TRUEPREDICATE")
    }

    func testActivatesForSingleWebURL() throws {
        let rule = try activationRule()
        let safariPage = ShareSheetFixture.extensionItems(attachmentTypes: [["public.url"]])
        XCTAssertTrue(ActivationRuleEvaluator.evaluate(rule, extensionItems: safariPage),
                      "activation rule rejected a Safari page share (rule: \(rule.trimmingCharacters(in: .whitespacesAndNewlines)))")
    }

    func testDoesNotActivateForPlainVideo() throws {
        let video = ShareSheetFixture.extensionItems(attachmentTypes: [["public.mpeg-4"]])
        XCTAssertFalse(ActivationRuleEvaluator.evaluate(try activationRule(), extensionItems: video))
    }
}
