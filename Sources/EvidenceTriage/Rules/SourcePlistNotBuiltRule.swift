import EvidenceCore
import EvidenceReaders

/// The collected plist still holds `$(VAR)`: it is the source file, not the built product, so the
/// configuration the tests ran with was never looked at — and variables that do not expand break ids.
struct SourcePlistNotBuiltRule: ClassificationRule {
    let identifier = "source_plist_not_built"
    let category = TriageCategory.configurationRegression
    let summary = "The permitted identifiers the test relies on contain unexpanded $(VAR): a source plist, or a variable the build does not expand."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.ExposureTests/testBackgroundTaskRegisters", messages: ["XCTAssertTrue failed - registering exposure-notification task failed"],
                     plist: .built(permitted: ["$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification"], modes: ["processing"])),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.ParserTests/testParses", messages: ["XCTAssertEqual failed"],
                     plist: .built(permitted: ["$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification"], modes: ["processing"])),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let plist = context.plists.first(where: { !$0.unexpandedIdentifiers.isEmpty }) else { return nil }
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name + " " + context.texts.map(\.text).joined(separator: " "))
        let related = plist.unexpandedIdentifiers.first { identifier in
            guard let last = identifier.split(separator: ".").last.map(String.init) else { return false }
            return last.split(separator: "-").contains { words.contains($0.lowercased()) && $0.count >= 4 }
        }
        guard let related else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.app, .inferred), stage: .registration,
            reason: "\(plist.path) permits `\(related)` with an unexpanded variable: it is a source plist, so the built configuration is unknown.",
            evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.permittedIdentifiersKey))],
            nextStep: "Collect the built app (`$BUILT_PRODUCTS_DIR/$WRAPPER_NAME`) and run `evidence gate --app` on it to see the identifiers the OS sees.", task: related)
    }
}
