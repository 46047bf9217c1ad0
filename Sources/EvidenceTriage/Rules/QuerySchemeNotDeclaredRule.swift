import EvidenceCore
import EvidenceReaders

/// `canOpenURL` answers false for a scheme the built Info.plist does not list under
/// LSApplicationQueriesSchemes, and the system says so (`This app is not allowed to query for scheme
/// comgooglemaps`): whatever the app then hides (an "Open in …" button) follows from the plist, not
/// from its code. The key has no `INFOPLIST_KEY_` build setting, so a plist turned generated loses it.
struct QuerySchemeNotDeclaredRule: ClassificationRule {
    let identifier = "query_scheme_not_declared"
    let category = TriageCategory.configurationRegression
    let summary = "The system refused `canOpenURL` for a scheme the built Info.plist does not list (LSApplicationQueriesSchemes), and the test is about what that scheme opens: the target's plist, not its code."

    var triggeringExamples: [RuleExample] {
        [
            // The refusal in the test's own lines.
            .failure("MedTrackUITests.PharmacyDirectionsUITests/testOpenInGoogleMapsOffered", messages: ["XCTAssertTrue failed"],
                     log: ["2026-11-20 09:26:56.685 Df MedTrack[41291:8f6e0] -canOpenURL: failed for URL: \"comgooglemaps://?daddr=1290%20Market%20St\" - error: \"This app is not allowed to query for scheme comgooglemaps\""]),
            // Printed after the tests (a simulator log dump): joined to the test whose code opens that scheme.
            .failure("AppUITests.ShareSheetUITests/testShareToWhatsAppOffered", messages: ["XCTAssertTrue failed"],
                     runLog: ["2026-11-20 09:27:46.712 Df App[41649:91b04] -canOpenURL: failed for URL: \"whatsapp://send?text=hi\" - error: \"This app is not allowed to query for scheme whatsapp\""]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Printed after the tests, and this test is about something else.
            .failure("AppTests.DoseFormatterTests/testFormatsDailyTotal", messages: ["XCTAssertEqual failed: (\"1,250 mg\") is not equal to (\"1250 mg\")"],
                     runLog: ["2026-11-20 09:27:46.712 Df App[41649:91b04] -canOpenURL: failed for URL: \"comgooglemaps://?daddr=x\" - error: \"This app is not allowed to query for scheme comgooglemaps\""]),
            // Printed after the tests, for another app's scheme than the one this test opens.
            .failure("AppUITests.PharmacyDirectionsUITests/testOpenInAppleMapsOffered", messages: ["XCTAssertTrue failed"],
                     runLog: ["2026-11-20 09:27:46.712 Df App[41649:91b04] -canOpenURL: failed for URL: \"comgooglemaps://?daddr=x\" - error: \"This app is not allowed to query for scheme comgooglemaps\""]),
        ]
    }

    /// The scheme the refusal names (`… query for scheme comgooglemaps` → `comgooglemaps`).
    static func scheme(in text: String) -> String? {
        guard let range = text.range(of: "query for scheme ") else { return nil }
        let scheme = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" }
        return scheme.isEmpty ? nil : scheme.lowercased()
    }

    /// The test's name or code names the scheme, or what it opens (`comgooglemaps` in
    /// `testOpenInGoogleMapsOffered`: the scheme with a short vendor prefix dropped), run together
    /// in lower case.
    static func testIsAbout(_ scheme: String, _ test: TestResult, code: [EvidencePointer]) -> Bool {
        let squeeze = { (text: String) in String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init)) }
        let said = squeeze(test.id.name + " " + code.compactMap(\.excerpt).joined(separator: " "))
        let name = squeeze(scheme)
        return (0...min(3, max(0, name.count - 4))).contains { said.includes(String(name.dropFirst($0))) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let said = context.text(saying: .querySchemeUndeclared), let scheme = Self.scheme(in: said.text),
              Self.testIsAbout(scheme, context.test, code: context.code) || context.logLines.contains(where: { $0 == said.evidence })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
            reason: "The system refused to let the app query the `\(scheme)` scheme (“This app is not allowed to query for scheme \(scheme)”): the built Info.plist does not list it under LSApplicationQueriesSchemes.",
            evidence: (said.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Add `\(scheme)` to LSApplicationQueriesSchemes in the app's Info.plist (the key has no INFOPLIST_KEY_ build setting: a generated plist needs it in a source plist), then rebuild.")
    }
}
