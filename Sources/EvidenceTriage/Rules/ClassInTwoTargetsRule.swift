import EvidenceCore
import EvidenceReaders

/// A class compiled into the test bundle as well as the app (an app file ticked for the test target)
/// is two classes to the runtime: the loader says so (`Class … is implemented in both`), and Core
/// Data finds no entity for the test module's copy (`An NSManagedObject of class 'AppTests.Entry'
/// must have a valid NSEntityDescription` — the class named in the test's own module). The fix is
/// the target's membership, not the code. The same Core Data words about the app's own class are
/// the code's (a model loaded twice, an entity cache keyed by name).
struct ClassInTwoTargetsRule: ClassificationRule {
    let identifier = "class_in_two_targets"
    let category = TriageCategory.configurationRegression
    let summary = "One class is compiled into two images (`Class … is implemented in both`; the runtime's `Expected LedgerEntry but found LedgerEntry`), or Core Data names the test module's copy of a model class (`An NSManagedObject of class 'AppTests.Entry' must have a valid NSEntityDescription`): target membership, a build configuration."

    var triggeringExamples: [RuleExample] {
        [
            .failure("LedgerTests.EntryStoreTests/testInsertEntryPersists",
                     messages: ["failed: caught \"NSInvalidArgumentException\", \"An NSManagedObject of class 'LedgerTests.Entry' must have a valid NSEntityDescription.\""]),
            // An array bridged from Objective-C held the app's copy of a class the test's copy was expected of.
            .failure("MarrowTests.LedgerSyncTests/testChangesInsertEntries", messages: ["Test crashed with signal trap."],
                     log: ["Swift/ArrayBuffer.swift:340: Fatal error: NSArray element failed to match the Swift Array Element type", "Expected LedgerEntry but found LedgerEntry"]),
            .failure("AppTests.SessionTests/testRestoresSession", messages: ["XCTAssertNotNil failed"],
                     log: ["objc[4411]: Class _TtC3App14SessionManager is implemented in both /…/App.app/App (0x1045e8) and /…/AppTests.xctest/AppTests (0x10f2a0). One of the two will be used. Which one is undefined."]),
            // A library linked into both the framework and the test bundle: the override the test set in its
            // copy never reaches the framework's (the line printed as the bundle loaded, before any test).
            .failure("SyncFeatureTests.BerthSyncJobTests/testSyncUsesInjectedBerthClient",
                     messages: ["failed - @Dependency(\\.berthClient) has no test implementation, but was accessed from a test context:",
                                "XCTAssertEqual failed: (\"[]\") is not equal to (\"[\"C7\"]\")"],
                     runLog: ["objc[52114]: Class _TtC12Dependencies12CachedValues is implemented in both /…/Quaymark.app/Frameworks/SyncFeature.framework/SyncFeature (0x104c1c4a8) and /…/SyncFeatureTests.xctest/SyncFeatureTests (0x10d2f14a8). One of the two will be used. Which one is undefined."]),
            // The line printed as the bundle loaded names the class the test's own code reads: the test reads its
            // bundle's copy of the singleton the app wrote into its own.
            .failure("ThornburyTests.SessionStoreTests/testLoginStoresTokenInSharedStore",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(\\\"tk_4471\\\")\")"],
                     runLog: ["objc[7731]: Class _TtC9Thornbury12SessionStore is implemented in both /…/Thornbury.app/Thornbury.debug.dylib (0x1049a1e40) and /…/ThornburyTests.xctest/ThornburyTests (0x1081c2a18). One of the two will be used. Which one is undefined."],
                     code: ["        LoginCoordinator().completeLogin(with: LoginResponse(token: \"tk_4471\"))",
                            "        XCTAssertEqual(SessionStore.shared.token, \"tk_4471\")"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The app module's own class: a model loaded twice, a cache keyed by name — the code's.
            .failure("StoreTests.AttachmentStoreTests/testFetchAttachmentsForNote",
                     messages: ["Crash: xctest (20417) __exceptionPreprocess. An NSManagedObject of class 'Store.Attachment' must have a valid NSEntityDescription."]),
            // The same line before another bundle's tests, for an override this test's bundle lacks: a placeholder's.
            .failure("BerthKitTests.BerthAvailabilityTests/testOverlappingBookingsAreRejected",
                     messages: ["failed - @Dependency(\\.date) has no test implementation, but was accessed from a test context:"],
                     runLog: ["objc[52114]: Class _TtC12Dependencies12CachedValues is implemented in both /…/Quaymark.app/Frameworks/SyncFeature.framework/SyncFeature (0x104c1c4a8) and /…/SyncFeatureTests.xctest/SyncFeatureTests (0x10d2f14a8). One of the two will be used. Which one is undefined."]),
            // The same line, for a class this test's code never names: another test's trouble, not this assertion's.
            .failure("ThornburyTests.FeedItemDateFormatterTests/testRelativeYesterday",
                     messages: ["XCTAssertEqual failed: (\"26h ago\") is not equal to (\"Yesterday\")"],
                     runLog: ["objc[7731]: Class _TtC9Thornbury12SessionStore is implemented in both /…/Thornbury.app/Thornbury.debug.dylib (0x1049a1e40) and /…/ThornburyTests.xctest/ThornburyTests (0x1081c2a18). One of the two will be used. Which one is undefined."],
                     code: ["        XCTAssertEqual(FeedItemDateFormatter().string(for: yesterday), \"Yesterday\")"]),
            // A class with no state of its own copied too: the test's instance of it works alike whichever copy made it.
            .failure("ThornburyTests.FeedItemDateFormatterTests/testRelativeYesterday",
                     messages: ["XCTAssertEqual failed: (\"26h ago\") is not equal to (\"Yesterday\")"],
                     runLog: ["objc[7731]: Class _TtC9Thornbury21FeedItemDateFormatter is implemented in both /…/Thornbury.app/Thornbury.debug.dylib (0x1049a1f10) and /…/ThornburyTests.xctest/ThornburyTests (0x1081c2b08). One of the two will be used. Which one is undefined."],
                     code: ["        XCTAssertEqual(FeedItemDateFormatter().string(for: yesterday), \"Yesterday\")",
                            "        XCTAssertEqual(FeedItemDateFormatter.relative(posted, now: now), \"Yesterday\")"]),
            // The same trap where the array held another type: the code's data, not a class compiled twice.
            .failure("MarrowTests.LedgerSyncTests/testChangesInsertEntries", messages: ["Test crashed with signal trap."],
                     log: ["Swift/ArrayBuffer.swift:340: Fatal error: NSArray element failed to match the Swift Array Element type", "Expected LedgerEntry but found NSNull"]),
            // A Core Data failure of the code's own: a save that violates the model.
            .failure("LedgerTests.EntryStoreTests/testInsertEntryPersists",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=NSCocoaErrorDomain Code=1570 \"title is a required value.\"\""]),
        ]
    }

    /// `Expected LedgerEntry but found LedgerEntry`: the runtime found an instance of the type it expected
    /// by name, yet another type — the same class compiled twice.
    static func namesOneTypeTwice(_ text: String) -> Bool {
        guard let expected = text.range(of: "Expected "), let found = text.range(of: " but found ", range: expected.upperBound..<text.endIndex) else { return false }
        let first = text[expected.upperBound..<found.lowerBound]
        let second = text[found.upperBound...].prefix { !$0.isWhitespace }
        return !first.isEmpty && !first.contains(" ") && first == second
    }

    static let entityMessage = "must have a valid NSEntityDescription"

    /// A failure that says an override or a registration the test made was not seen by the code
    /// (swift-dependencies: `@Dependency(\\.client) has no test implementation`, `Unimplemented: …`):
    /// what a second copy of the library the test set it in leaves.
    static let overrideUnseen = ["has no test implementation", "Unimplemented: "]

    /// The run's `Class … is implemented in both …` line names this test's own bundle
    /// (`/SyncFeatureTests.xctest/`) as one of the two images, and the test failed on an override its
    /// code was not seen to make, or its own code names the class copied: the line, printed as the
    /// bundle loaded, explains it (the test read its bundle's copy, the app wrote its own).
    static func duplicatedIntoTheTestBundle(_ text: String, of test: TestResult, code: [EvidencePointer]) -> Bool {
        // (Not CocoaPods' `PodsDummy_…` classes, which every pod's target carries.)
        guard let module = test.id.module, text.includes("is implemented in both"), text.includes("/" + module + ".xctest/"),
              !text.includes("Class PodsDummy_") else { return false }
        if test.issues.contains(where: { issue in overrideUnseen.contains(where: issue.message.includes) }) { return true }
        guard let name = duplicatedClass(in: text), name.count > 3 else { return false }
        return code.contains { line in
            let excerpt = line.excerpt ?? ""
            return !FailureContext.isComment(excerpt) && readsSharedState(of: name, in: StringLiterals.removed(from: excerpt))
        }
    }

    /// `line` reaches state the class itself holds — a stored member of the type (`SessionStore.shared`,
    /// `SessionStore.current`; not a static function, `FeedItemDateFormatter.relative(…)`) — or asks an
    /// object whether it is of that class (`as? SessionStore`, `is SessionStore`): what two copies of one
    /// class split. (An instance the test makes of a class with no
    /// state of its own, `FeedItemDateFormatter().string(…)`, behaves alike whichever copy made it.)
    static func readsSharedState(of name: String, in line: String) -> Bool {
        var from = line.startIndex
        while let found = line.range(of: name, range: from..<line.endIndex) {
            from = found.upperBound
            let before = found.lowerBound > line.startIndex ? line[line.index(before: found.lowerBound)] : nil
            guard before?.isNamePart != true, before != "." else { continue }
            let rest = line[found.upperBound...]
            // A stored member of the type (`.shared`), not a static function it calls (`.relative(…)`).
            if rest.first == ".", rest.dropFirst().first?.isLowercase == true, rest.dropFirst().drop(while: \.isNamePart).first != "(" { return true }
            let ahead = line[..<found.lowerBound]
            if rest.first?.isNamePart != true, ["as? ", "as! ", "is "].contains(where: ahead.hasSuffix) { return true }
        }
        return false
    }

    /// The class a `Class … is implemented in both` line names: `SessionStore` of Swift's mangled
    /// `_TtC9Thornbury12SessionStore`, `SessionStore.Cache` of a nested `_TtCC9Thornbury12SessionStore5Cache`
    /// (the names after the module, as many as its `C`s), or an Objective-C class's own name. nil for what
    /// is not spelt so simply (a generic class, `_TtGC…`; a private one, whose module a `P…_` follows).
    static func duplicatedClass(in text: String) -> String? {
        guard let start = text.range(of: "Class "), let end = text.range(of: " is implemented in both", range: start.upperBound..<text.endIndex) else { return nil }
        let name = text[start.upperBound..<end.lowerBound]
        guard name.hasPrefix("_Tt") else { return name.allSatisfy(\.isNamePart) ? String(name) : nil }
        var rest = name.dropFirst(3)
        let depth = rest.prefix { $0 == "C" }.count
        rest = rest.dropFirst(depth)
        var names: [Substring] = []
        while names.count < depth + 1 {
            guard let length = Int(rest.prefix(while: \.isNumber)), length > 0 else { return nil }
            rest = rest.drop(while: \.isNumber)
            guard rest.count >= length else { return nil }
            names.append(rest.prefix(length))
            rest = rest.dropFirst(length)
        }
        guard depth > 0, rest.isEmpty else { return nil }
        return names.dropFirst().joined(separator: ".")
    }

    /// `'LedgerTests.Entry'` in the message: the module the runtime class lives in.
    static func classModule(in message: String) -> String? {
        guard let range = message.range(of: "NSManagedObject of class '") else { return nil }
        let name = message[range.upperBound...].prefix { $0 != "'" }
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (A line of the run reaches a test only naming its own bundle: `FailureContext.speaksOfTheSubject`.)
        if let said = context.texts(saying: .classInTwoTargets).first(where: { $0.text.includes("is implemented in both") || Self.namesOneTypeTwice($0.text) }) {
            return verdict(said, weight: EvidenceWeight(.system), context)
        }
        // The class Core Data names is the test module's copy (the test's own module, or one named as
        // test bundles are when the evidence does not give the test's).
        func isTestModule(_ module: String?) -> Bool {
            guard let module else { return false }
            return module == context.test.id.module || module.hasSuffix("Tests")
        }
        guard let said = context.texts.first(where: { $0.text.includes(Self.entityMessage) && isTestModule(Self.classModule(in: $0.text)) })
        else { return nil }
        return verdict(said, weight: EvidenceWeight(.system, .inferred, corroborated: true), context)
    }

    private func verdict(_ said: FailureContext.Text, weight: EvidenceWeight, _ context: FailureContext) -> RuleVerdict {
        RuleVerdict(
            rule: identifier, category: category, weight: weight, stage: nil,
            reason: "A class of the app is compiled into the test bundle too (“\(said.text.prefix(160))”): two copies of one class, a target's membership.",
            evidence: said.evidence.map { [$0] } ?? [],
            nextStep: "Take the app's source files out of the test target (File Inspector → Target Membership) and reach them with `@testable import` of the app module; for Core Data, check the entity's class and module in the model.")
    }
}
