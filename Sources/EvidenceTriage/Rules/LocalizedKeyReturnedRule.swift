import EvidenceCore
import EvidenceReaders

/// A test of localized text got the string's key back (`("welcome.title") is not equal to
/// ("Willkommen zurück")`): a lookup returns its key when the bundle it reads holds no entry for it —
/// the language's `.lproj`, the string catalog or the resource bundle is missing from what the build
/// shipped. A bundled resource, read from the test's own words.
struct LocalizedKeyReturnedRule: ClassificationRule {
    let identifier = "localized_key_returned"
    let category = TriageCategory.configurationRegression
    let summary = "A test of localized text got the string's key back instead of its text: the bundle the lookup reads holds no entry for it (a language, a string catalog or a resource bundle missing from the build) — a bundled resource."

    /// Words (lowercased; the name in words) of a test about the lookup's fallback for a missing entry.
    static let fallbackWords = ["fallback", "falls back", "fall back", "missing key", "key missing", "missing translation", "missing entry"]

    /// Words that say a test is about localized text (lowercased; the name in words).
    static let localizationWords = ["locali", "l10n", "i18n", "translat", "language", "strings", "german", "french", "spanish", "italian",
                                    "japanese", "chinese", "korean", "portuguese", "dutch", "arabic", "russian", "swedish", "polish", "turkish"]

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppTests.L10nTests/testShoppingListTitleGerman",
                     messages: ["XCTAssertEqual failed: (\"shopping_list.title\") is not equal to (\"Einkaufsliste\")"]),
            // The test asserted the text is not its key, and got the key.
            .failure("NotesKitTests.LocationNotesManagerTests/testEmptyStateTitleIsLocalized",
                     messages: ["XCTAssertNotEqual failed: (\"location_notes.empty_title\") is equal to (\"location_notes.empty_title\")"]),
            .failure("NotesKitTests.LocationNotesManagerTests/emptyStateTitleIsLocalized",
                     messages: ["Expectation failed: (manager.emptyStateTitle → \"location_notes.empty_title\") != \"location_notes.empty_title\""]),
            .failure("FernhillUITests.GreetingCopyTests/testGermanWelcomeTitle",
                     messages: ["XCTAssertEqual failed: (\"welcome.title\") is not equal to (\"Willkommen zurück\")"]),
            // Not said to be about localization, but the key is named after the text it stands for.
            .failure("ChatTests.GroupCreateViewModelTests/titleUsesCatalogString",
                     messages: ["Expectation failed: (viewModel.nameFieldTitle → \"group.create.name\") == \"Group name\""]),
            .failure("AppTests.LocalizedErrorTests/noConnectionMessage",
                     messages: ["Expectation failed: (RecipeError.noConnection.message → \"recipes.error.no_connection\") == \"Keine Verbindung\""]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A test of the fallback when a language lacks the entry: the missing entry is its premise, the key the code's answer.
            .failure("AppTests.LocalizationServicesTests/testMissingGermanKeyFallsBackToEnglish",
                     messages: ["XCTAssertEqual failed: (\"reminder.snooze.title\") is not equal to (\"Snooze for 10 minutes\")"]),
            // The test passed the dotted string in itself: the formatter gave back its input, no key was looked up.
            .failure("SignbridgeTests.TenantDisplayNameFormatterTests/testStripsOnMicrosoftSuffix",
                     messages: ["XCTAssertEqual failed: (\"Contoso.OnMicrosoft.com\") is not equal to (\"Contoso\")"],
                     code: ["    func testStripsOnMicrosoftSuffix() {",
                            "        XCTAssertEqual(TenantDisplayNameFormatter.displayName(forDomain: \"Contoso.OnMicrosoft.com\"), \"Contoso\")"]),
            // The English text came back: the lookup found a string, the wrong language or bundle (the code's lookup).
            .failure("PantryKitTests.ShelfLifeFormatterTests/remainingLabelIsLocalizedFromPackageCatalog",
                     messages: ["Expectation failed: (formatter.remainingLabel(days: 3) → \"3 days left\") == \"Noch 3 Tage\""]),
            // A key-shaped value in a test that is not about localized text, and no word of it in the
            // text expected: the code's mapping chose another route.
            .failure("AppTests.RouteTests/testDeepLinkRoute", messages: ["XCTAssertEqual failed: (\"settings.privacy\") is not equal to (\"Notifications\")"]),
            // Two values the test required to differ, equal, in a test not about localized text: the code's.
            .failure("AppTests.RouteTests/testDistinctRoutes", messages: ["XCTAssertNotEqual failed: (\"route.home\") is equal to (\"route.home\")"]),
            // A locale's identifier the picker kept, in a test of languages: no key of strings.
            .failure("AppTests.LanguagePickerTests/testSwitchesLanguage", messages: ["XCTAssertNotEqual failed: (\"en_US\") is equal to (\"en_US\")"]),
            // Both sides keys: the code chose another key.
            .failure("AppTests.L10nTests/testErrorKey", messages: ["XCTAssertEqual failed: (\"error.offline\") is not equal to (\"error.no_connection\")"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let name = Expectation.jobHaystack([], name: context.test.id.suite + " " + context.test.id.name)
        let code = context.code.compactMap(\.excerpt).joined(separator: " ").lowercased()
        guard let (issue, key, text) = context.test.issues.lazy.compactMap({ issue in Self.returnedKeyAndText(issue.message).map { (issue, $0.key, $0.text) } }).first,
              // About localized text, or the key is named after the text expected (`group.create.name` for
              // "Group name"): a lookup that found no entry hands back its key.
              // (Not a string the test's code itself passed in, `displayName(forDomain: "Contoso.OnMicrosoft.com")`:
              // a transform that gave back its input, no lookup of a key.)
              Self.localizationWords.contains(where: { name.contains($0) || code.contains($0) })
                || Self.keyNamesItsText(key, text) && !code.contains("\"" + key.lowercased() + "\""),
              // (Not a test of what the lookup does when an entry is missing — `…MissingGermanKeyFallsBackToEnglish`:
              // the missing entry is its premise, and the key coming back is the fallback's failure, the code's.)
              !Self.fallbackWords.contains(where: { name.contains($0) || code.contains($0) })
        else { return nil }
        return RuleVerdict(
            // What the app's own lookup answered (its key), as the test reports it.
            rule: identifier, category: category, weight: EvidenceWeight(.app), stage: nil,
            reason: "The lookup returned the key `\(key)` instead of its text: the bundle it reads holds no entry for it in that language — a localization or resource bundle missing from the build.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Check that the built product (or its resource bundle) contains the language's `.lproj` or the compiled string catalog holding `\(key)`; a generator (Tuist, XcodeGen, SwiftPM resources) or a build phase that stopped copying it is the usual cause.")
    }

    /// A word of the key (three letters or more) is a word of the text expected.
    static func keyNamesItsText(_ key: String, _ text: String) -> Bool {
        let textWords = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        return key.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0.count >= 3 && textWords.contains(String($0)) }
    }

    /// The key an equality failure got, and the text it expected: `("welcome.title") is not equal to
    /// ("Willkommen")`, `(… → "welcome.title") == "Willkommen"`, `Optional("…")` on either side too.
    static func returnedKeyAndText(_ message: String) -> (key: String, text: String)? {
        if let key = keyAssertedNotReturned(message) { return (key, "") }
        guard var (actual, expected) = comparedValues(message, xctest: "\") is not equal to (\"", swiftTesting: "\") == \"") else { return nil }
        for prefix in ["Optional(\\\"", "Optional(\""] where actual.hasPrefix(prefix) { actual = actual.dropFirst(prefix.count) }
        for prefix in ["Optional(\\\"", "Optional(\""] where expected.hasPrefix(prefix) { expected = expected.dropFirst(prefix.count) }
        actual = actual.prefix { $0 != "\\" && $0 != "\"" }
        expected = expected.prefix { $0 != "\\" && $0 != "\"" }
        guard isKey(actual), !isKey(expected), expected.contains(where: \.isLetter) else { return nil }
        return (String(actual), String(expected))
    }

    /// The key a test asserted its text is not, and got (`XCTAssertNotEqual failed: ("welcome.title") is equal to
    /// ("welcome.title")`, `(title → "welcome.title") != "welcome.title"`): the lookup handed back its key.
    static func keyAssertedNotReturned(_ message: String) -> String? {
        guard let (got, rest) = comparedValues(message, xctest: "\") is equal to (\"", swiftTesting: "\") != \"") else { return nil }
        let quoted = (got: got, key: rest.prefix { $0 != "\"" })
        // (Not a locale's or a region's identifier, `en_US`: a key of strings is lower case, or dotted.)
        let keyShaped = quoted.key.contains(".") || !quoted.key.contains(where: \.isUppercase)
        return quoted.got == quoted.key && isKey(quoted.key) && keyShaped ? String(quoted.key) : nil
    }

    /// The two quoted values a comparison's failure prints around its operator — XCTest's (`("a") is not equal to ("b")`,
    /// `xctest` the words between) or Swift Testing's (`(x → "a") == "b"`): the first's text, and all after the operator.
    static func comparedValues(_ message: String, xctest: String, swiftTesting: String) -> (actual: Substring, rest: Substring)? {
        for (separator, opening) in [(xctest, "(\""), (swiftTesting, "→ \"")] {
            if let range = message.range(of: separator), let open = message[..<range.lowerBound].range(of: opening, options: .backwards) {
                return (message[open.upperBound..<range.lowerBound], message[range.upperBound...])
            }
        }
        return nil
    }

    /// An equality's failure (`("64") is not equal to ("70")`, `(x → "64") == "70"`): the value found, and the one expected.
    static func equality(in message: String) -> (found: Substring, expected: Substring)? {
        comparedValues(message, xctest: "\") is not equal to (\"", swiftTesting: "\") == \"").map { ($0.actual, $0.rest.prefix { $0 != "\"" }) }
    }

    /// `welcome.title`, `shopping_list.title`: identifier parts joined by `.` or `_`, no blanks.
    static func isKey(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter, text.contains(where: { $0 == "." || $0 == "_" }) else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") } && !text.hasSuffix(".") && !text.contains("..")
    }
}
