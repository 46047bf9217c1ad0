import EvidenceCore
import Foundation
import EvidenceReaders

/// The OS gave no container for an app group (`containerURL(forSecurityApplicationGroupIdentifier:)`
/// returned nil, `UserDefaults(suiteName:)` detached from it): the process was not signed with that
/// group's entitlement — a test bundle with no host app, or a target without the capability. The
/// configuration, not the code that reads the group.
struct AppGroupContainerMissingRule: ClassificationRule {
    let identifier = "app_group_container_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The test got nil for an app group's container (its message names the `group.` identifier, or its failing line asks for the container): the process lacks the app group entitlement (a hostless test bundle, a target without the capability)."

    var triggeringExamples: [RuleExample] {
        [
            // The app logged the container's absence: the group's values never reached the widget.
            .failure("VitalsWidgetTests.VitalsTimelineTests/timelineShowsPublishedSnapshot",
                     messages: ["Expectation failed: (entry.snapshot → VitalsSnapshot(charge: 72)) == (published → VitalsSnapshot(charge: 41))"],
                     log: ["[SharedSnapshotStore] app group group.app.example.shared: container unavailable (containerURL returned nil); publish skipped"]),
            // The app logged the container it did not get, then crashed on the store it would have held.
            .failure("PostmarkTests.SharedInboxStoreTests/testStoreLivesInAppGroupContainer",
                     messages: ["Test crashed with signal abrt."],
                     log: ["2026-12-07 10:26:09.112 Postmark[81544:9012230] [Inbox] app group container for group.com.example.shared is unavailable",
                           "2026-12-07 10:26:09.131 Postmark[81544:9012230] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Cannot create an SQL store with a nil URL.'"]),
            // The app logged the call and its nil result after an arrow, then crashed unwrapping it.
            .failure("TallyhubTests.SharedLedgerStoreTests/testStoreOpensInAppGroupContainer",
                     messages: ["Crash: Tallyhub (71204) Fatal error: Unexpectedly found nil while unwrapping an Optional value at SharedLedgerStore.init(modelName:)"],
                     log: ["2026-05-06 14:20:12.031118+0000 Tallyhub[71204:402551] [Store] containerURL(forSecurityApplicationGroupIdentifier: group.com.tallyhub.shared) -> nil"]),
            // The widget logged the call with the group it asked for, and showed its placeholder.
            .failure("BookmothUITests.WidgetTimelineUITests/testWidgetShowsLastOpenedBook",
                     messages: ["XCTAssertTrue failed - widget still shows the placeholder (\"Open Bookmoth to start reading\")"],
                     log: ["containerURL(forSecurityApplicationGroupIdentifier: group.net.bookmoth.reader) returned nil — showing placeholder"]),
            .failure("AppTests.TripCacheTests/testCacheDirectoryIsInAppGroupContainer",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\" - app group container for group.io.example.shared"]),
            .failure("AppTests.WidgetSnapshotStoreTests/testSnapshotVisibleToWidgetExtension",
                     messages: ["XCTAssertNotNil failed"],
                     code: ["    func testSnapshotVisibleToWidgetExtension() {",
                            "        XCTAssertNotNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"group.app.example\"))"]),
            // The code threw its own error for the group's missing container, naming the group.
            .failure("AppTests.WidgetSnapshotWriterTests/testWriterPersistsSnapshot",
                     messages: ["XCTAssertNoThrow failed: threw error \"noSharedContainer(group: \"group.com.example.app\")\""]),
            // An extension's background upload refused for want of a shared container, as CFNetwork logged it.
            .failure("AppUITests.ShareExtensionUITests/testSharingALinkQueuesUpload",
                     messages: ["XCTAssertTrue failed - share extension never confirmed the upload"],
                     log: ["2026-12-03 09:22:04.219870+0000 AppShare[52101:4102214] Task <3B9F0A21-6C4D-4E82-9A17-D5E0B8C3F612>.<1> finished with error [-995] Error Domain=NSURLErrorDomain Code=-995 \"(null)\""]),
            // The app's error says the group it names is unavailable (no container for it).
            .failure("QuillwortTests.WidgetSnapshotWriterTests/testSnapshotIsWrittenIntoAppGroupContainer",
                     messages: ["failed: caught error: \"unavailable(group: \"group.com.quillwort.shared\")\""]),
            // The container asked for a line before, and the failing line checks what came back.
            .failure("AppTests.WidgetBridgeTests/sharedContainerExists",
                     messages: ["Expectation failed: (container → nil) != nil"],
                     code: ["        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)",
                            "        #expect(container != nil)"]),
            // The failing line unwraps what the app's shared container gave (its helper asks the OS):
            // a nil there is the group's container missing, as the inline call would be.
            .failure("AppTests.SharedInboxTests/testExtensionDropIsVisibleToApp",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\""],
                     code: ["    func testExtensionDropIsVisibleToApp() throws {", "        let inboxURL = try XCTUnwrap(SharedContainer.inboxURL)"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The test handed the store a stub container that gives nil, and the store did not fall back: the test's nil, the store's code.
            .failure("TallyhubTests.SharedLedgerStoreTests/testStoreFallsBackWithoutAppGroup",
                     messages: ["Crash: Tallyhub (71204) Fatal error: Unexpectedly found nil while unwrapping an Optional value at SharedLedgerStore.init(modelName:)"],
                     log: ["2026-05-06 14:20:12.031118+0000 Tallyhub[71204:402551] [Store] containerURL(forSecurityApplicationGroupIdentifier: group.com.tallyhub.shared) -> nil"],
                     code: ["        let store = SharedLedgerStore(containers: StubContainerProvider(url: nil))"]),
            // A value the code never wrote to the group's store, whose identifier ends in `shared`: no word of a
            // container beside it, and the failing line reads the store, not the container.
            .failure("AppTests.SharedSnapshotStoreTests/testSnapshotVisibleToWidgetSuite",
                     messages: ["XCTAssertNotNil failed - the widget reads group.com.example.shared; nothing was written there"],
                     code: ["        try SharedSnapshotStore().save(snap)", "        let widgetSide = UserDefaults(suiteName: SharedSnapshotStore.suiteName)!",
                            "        XCTAssertNotNil(widgetSide.data(forKey: SharedSnapshotStore.key))"]),
            // A nil of the code's own, in a test that names a group only in passing.
            .failure("AppTests.GroupListTests/testFirstGroupLoads", messages: ["XCTUnwrap failed: expected non-nil value of type \"Group\" - first group of the list"]),
            // The name checked is not the one set from the container.
            .failure("AppTests.WidgetBridgeTests/snapshotDecodes",
                     messages: ["Expectation failed: (snapshot → nil) != nil"],
                     code: ["        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group)",
                            "        let snapshot = WidgetSnapshot.load(from: container)",
                            "        #expect(snapshot != nil)"]),
            // A shared object that is no group's container (a view controller's child) came back nil.
            .failure("AppTests.ContainerLayoutTests/testChildIsEmbedded",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"UIViewController\""],
                     code: ["    func testChildIsEmbedded() throws {", "        let child = try XCTUnwrap(ContainerViewController.shared.children.first)"]),
            // An error that names the group but not a missing container: the code's own.
            .failure("AppTests.WidgetSnapshotWriterTests/testWriterPersistsSnapshot",
                     messages: ["XCTAssertNoThrow failed: threw error \"encodingFailed(group: \"group.com.example.app\")\""]),
            // A value missing from the group's store, not the store's container: the words say which.
            .failure("AppTests.SharedStoreTests/testReadsSharedTitle", messages: ["XCTAssertEqual failed: (\"Untitled\") is not equal to (\"Inbox\") - title missing in group.app.example"]),
            // The container was there: a value read from it is wrong.
            .failure("AppTests.SharedStoreTests/testReadsSharedCount", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\") - count in group.app.example"]),
            // Another URL error of a background session (the connection lost): no container is missing;
            // nor is a number in brackets of the app's own (`Balance (-995)`).
            .failure("AppUITests.ShareExtensionUITests/testSharingALinkQueuesUpload",
                     messages: ["XCTAssertTrue failed - share extension never confirmed the upload: Error Domain=NSURLErrorDomain Code=-1005 \"The network connection was lost.\""]),
            .failure("AppTests.LedgerTests/testBalanceAfterRefund", messages: ["XCTAssertEqual failed: (\"Balance (-995)\") is not equal to (\"Balance (5)\")"]),
        ]
    }

    /// `group.io.example.shared`: an app group identifier, as entitlements name it.
    static func namesAppGroup(_ text: String) -> Bool {
        text.split(whereSeparator: isWordBreak).contains { word in
            word.hasPrefix("group.") && word.count > 8 && word.dropFirst(6).contains(".")
        }
    }

    /// The text without its app groups' identifiers (`group.com.example.shared`).
    static func withoutGroupIdentifiers(_ text: String) -> String {
        text.split(whereSeparator: isWordBreak).filter { word in !(word.hasPrefix("group.") && word.count > 8 && word.dropFirst(6).contains(".")) }
            .joined(separator: " ")
    }

    /// What separates words in a message (`namesAppGroup`, `withoutGroupIdentifiers`): blanks, quotes, parentheses, a colon.
    static func isWordBreak(_ character: Character) -> Bool {
        character == " " || character == "\"" || character == "'" || character == "(" || character == ")" || character == ":"
    }

    /// A message (an error the code threw: `noSharedContainer(group: …)`, `container unavailable`)
    /// says a container is absent: among its words (camelCase split) are `container` and a word of absence,
    /// or the error's case is one of absence for the group itself (`unavailable(group: "group.…")`) — not a
    /// value missing from the group's store (`title missing in group.…`).
    static func saysNoContainer(_ message: String) -> Bool {
        let lowered = message.lowercased()
        if ["unavailable(group", "missing(group", "inaccessible(group", "notfound(group"].contains(where: lowered.includes) { return true }
        let words = TaskIdentifierScanner.words(of: message)
        return words.contains("container") && !words.isDisjoint(with: ["no", "nil", "not", "without", "missing", "unavailable", "inaccessible"])
    }

    /// The failing line asks for the container, or checks a name an earlier line of the test set from
    /// it (`let url = FileManager.default.containerURL(…)`, then `#expect(url != nil)`).
    static func failingLineAsksForContainer(_ lines: [String]) -> Bool {
        let call = "containerURL(forSecurityApplicationGroupIdentifier"
        guard let failing = lines.last else { return false }
        if failing.includes(call) { return true }
        return lines.dropLast().contains { line in
            guard line.includes(call), let equals = line.range(of: " = ") else { return false }
            let name = line[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            return !name.isEmpty && failing.split(whereSeparator: { !$0.isNamePart }).contains(Substring(name))
        }
    }

    /// The failing line reads the app's shared (app group) container through the app's own helper
    /// (`SharedContainer.inboxURL`, `appGroupContainerURL`): the name says what the helper asks the OS for.
    static func failingLineReadsSharedContainer(_ lines: [String]) -> Bool {
        guard let failing = lines.last else { return false }
        let squeezed = String(failing.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "." })
        return ["sharedcontainer", "groupcontainer"].contains { squeezed.contains($0) }
    }

    /// The test's code stands a double in for the container (`StubContainerProvider(url: nil)`): the nil is the test's own.
    static func containerIsTheTestsDouble(_ context: FailureContext) -> Bool {
        context.code.contains { line in
            let text = (line.excerpt ?? "").lowercased()
            return ["stub", "fake", "mock"].contains(where: text.includes) && text.includes("container")
        }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        if Self.containerIsTheTestsDouble(context) { return nil }
        // The app (or the OS's container lookup) said so while the test ran: what the test then saw
        // of the group (a value never published, a default) follows from it.
        if let said = context.text(saying: .sharedContainerMissing) {
                return RuleVerdict(
                    rule: identifier, category: category, weight: EvidenceWeight(.app), stage: nil,
                    reason: "A background URL session had no shared container to use (“\(said.text.prefix(140))”, NSURLErrorDomain -995): made in an app extension, it needs `sharedContainerIdentifier` set to an app group the extension is signed with.",
                    evidence: (said.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                    nextStep: "Set the session configuration's `sharedContainerIdentifier` to the app group (check the build setting or Info.plist key it is read from in the configuration CI builds), and give the extension the App Groups capability for it.")
        }
        if let said = context.text(saying: .appGroupUnavailable) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.app), stage: nil,
                reason: "The app got no container for its app group while the test ran (“\(said.text.prefix(140))”): the process was not signed with the group's entitlement.",
                evidence: (said.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                nextStep: "Sign the build the tests run with the App Groups capability for that group (CODE_SIGNING_ALLOWED=NO strips it; a Debug entitlements file must name the same group the code or Info.plist asks for), and give a test bundle a host app.")
        }
        if let thrown = context.test.issues.first(where: { Self.namesAppGroup($0.message) && Self.saysNoContainer($0.message) }) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.app), stage: nil,
                reason: "The code found no container for the app group it names (“\(thrown.message.prefix(140))”): the process was not signed with the group's entitlement.",
                evidence: thrown.evidence.map { [$0] } ?? [],
                nextStep: "Give the target under test the App Groups capability with that group (and the test bundle a host app, so it runs signed with it); on CI, check the signing of the build the tests run.")
        }
        guard let issue = context.test.issues.first(where: { issue in SignalVocabulary.nilFailures.contains { issue.message.includes($0) } }) else { return nil }
        // (Its words beside the group's identifier: `shared` in `group.com.example.shared` says nothing of a container.)
        let message = Self.withoutGroupIdentifiers(issue.message).lowercased()
        let saysContainer = Self.namesAppGroup(issue.message) && (message.includes("container") || message.includes("app group") || message.includes("shared"))
        let asksForIt = Self.failingLineAsksForContainer(context.code.compactMap(\.excerpt))
        let throughHelper = !asksForIt && Self.failingLineReadsSharedContainer(context.code.compactMap(\.excerpt))
        guard saysContainer || asksForIt || throughHelper else { return nil }
        return RuleVerdict(
            // The OS's answer (no container for that group), as the test reports it.
            rule: identifier, category: category, weight: EvidenceWeight(.system, saysContainer || asksForIt ? .direct : .inferred), stage: nil,
            reason: "The OS gave no container for the app group the test reads: the process was not signed with the group's entitlement.",
            evidence: (issue.evidence.map { [$0] } ?? []) + (asksForIt || throughHelper ? context.code.suffix(1) : []),
            nextStep: "Give the target under test the App Groups capability with that group (and the test bundle a host app, so it runs signed with it); on CI, check the signing of the build the tests run.")
    }
}
