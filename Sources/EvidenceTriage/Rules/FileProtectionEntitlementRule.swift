import EvidenceCore
import EvidenceReaders

/// The app is signed with a default file protection class (`com.apple.developer.default-data-protection`), and
/// the test found its files in that class where it expected a laxer one, or — the class being
/// `NSFileProtectionComplete`, on a device — unreadable once the device locked: every file the app writes without
/// a class of its own takes the signed default, so the entitlement, not the code that wrote them, is what to change.
struct FileProtectionEntitlementRule: ClassificationRule {
    let identifier = "file_protection_entitlement"
    let category = TriageCategory.configurationRegression
    let summary = "The app is signed with a default file protection class (com.apple.developer.default-data-protection) and the test found its files in that class, or unreadable once the device locked: the signed entitlement sets the class of every file written without one."

    static let key = "com.apple.developer.default-data-protection"
    static func signing(_ protection: String) -> [String] {
        ["ProcessProductPackaging /src/Vaultline.entitlements /b/Debug-iphoneos/Vaultline.build/Vaultline.app.xcent (in target 'Vaultline' from project 'Vaultline')",
         "    Entitlements:", "    {", "    \"\(key)\" = \(protection);", "    \"get-task-allow\" = 1;", "}"]
    }
    static let foundComplete = "XCTAssertEqual failed: (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionComplete))\") is not equal to (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionCompleteUntilFirstUserAuthentication))\")"
    static let uploadAfterLock = "XCTAssertEqual failed: (\"Upload failed — Operation not permitted\") is not equal to (\"Uploaded\")"
    static let device = "platform=iOS,id=00008110-001A2D3C0E12801E"

    var triggeringExamples: [RuleExample] {
        [
            .failure("VaultlineTests.StagingAreaTests/testStagedFilesReadableAfterFirstUnlock", messages: [Self.foundComplete],
                     buildLog: Self.signing("NSFileProtectionComplete")),
            // On a device the lab locked: the app's files of the strictest class could not be read.
            .failure("VaultlineUITests.LockedUploadUITests/testUploadContinuesAfterLock", messages: [Self.uploadAfterLock], code: Self.locking,
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: Self.device),
            // The class expected named first (`XCTAssertEqual(.completeUntilFirstUserAuthentication, …)`): the signed one was found.
            .failure("VaultlineTests.StagingAreaTests/testStagedFilesReadableAfterFirstUnlock",
                     messages: ["XCTAssertEqual failed: (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionCompleteUntilFirstUserAuthentication))\") is not equal to (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionComplete))\")"],
                     code: ["        XCTAssertEqual(.completeUntilFirstUserAuthentication, attributes[.protectionKey] as? FileProtectionType)"],
                     buildLog: Self.signing("NSFileProtectionComplete")),
        ]
    }
    static let locking = ["        app.buttons[\"Upload\"].tap()", "        XCUIDevice.shared.perform(NSSelectorFromString(\"pressLockButton\"))"]

    var nonTriggeringExamples: [RuleExample] {
        [
            // The class found is not the signed one: the code set it.
            .failure("VaultlineTests.StagingAreaTests/testStagedFilesReadableAfterFirstUnlock", messages: [Self.foundComplete],
                     buildLog: Self.signing("NSFileProtectionCompleteUntilFirstUserAuthentication")),
            // The signed class is the one the test expected: what it found, the code wrote.
            .failure("VaultlineTests.StagingAreaTests/testStagedFilesReadableAfterFirstUnlock",
                     messages: ["XCTAssertEqual failed: (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionNone))\") is not equal to (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionComplete))\")"],
                     buildLog: Self.signing("NSFileProtectionComplete")),
            // A refusal on a Simulator, which locks nothing; and one in a test about no lock at all.
            .failure("VaultlineUITests.LockedUploadUITests/testUploadContinuesAfterLock", messages: [Self.uploadAfterLock], code: Self.locking,
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            .failure("VaultlineUITests.UploadUITests/testUploadFinishes", messages: [Self.uploadAfterLock],
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: Self.device),
            // A locked account, not a locked device: the app's own error (round 99's review, H1).
            .failure("LedgerTests.TransferTests/testLockedAccountCannotTransfer", messages: ["XCTAssertEqual failed: (\"Operation not permitted\") is not equal to (\"Account locked\")"],
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: Self.device),
            // The signed class is iOS's own default, and the test expected it (named first): the code set the stricter one (H2).
            .failure("VaultlineTests.StagingAreaTests/testStagedFilesReadableAfterFirstUnlock",
                     messages: ["XCTAssertEqual failed: (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionCompleteUntilFirstUserAuthentication))\") is not equal to (\"Optional(__C.NSFileProtectionType(_rawValue: NSFileProtectionComplete))\")"],
                     code: ["        XCTAssertEqual(.completeUntilFirstUserAuthentication, attributes[.protectionKey] as? FileProtectionType)"],
                     buildLog: Self.signing("NSFileProtectionCompleteUntilFirstUserAuthentication")),
        ]
    }

    /// The protection classes a text names (`NSFileProtectionComplete`, `NSFileProtectionCompleteUntilFirstUserAuthentication`),
    /// whole; not the type's own name (`NSFileProtectionType(_rawValue: …)`).
    static func classes(in text: Substring) -> [Substring] {
        text.components(separatedBy: "NSFileProtection").dropFirst().map { rest in
            Substring("NSFileProtection" + rest.prefix { $0.isLetter })
        }.filter { $0 != "NSFileProtectionType" }
    }

    /// The class iOS gives an app's files when it signs none.
    static let systemDefault = "NSFileProtectionCompleteUntilFirstUserAuthentication"

    /// The failing `XCTAssertEqual(.completeUntilFirstUserAuthentication, attributes[.protectionKey] …)` names the class it
    /// expects first: its message's first value is then the expected one.
    static func expectedFirst(_ line: String) -> Bool {
        guard let call = line.range(of: "XCTAssertEqual(") else { return false }
        let first = line[call.upperBound...].drop { $0 == " " }
        return ["FileProtectionType.", "URLFileProtection.", "NSFileProtection", ".complete", ".none"].contains { first.hasPrefix($0) }
    }

    /// The device locked while the test ran: its code locks it (`XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))`,
    /// a lab's `DeviceLab.lockDevice(after: 2)`), or the app heard its protected data become unavailable. A test's name
    /// (`testLockedAccountCannotTransfer`) says nothing of the device.
    static func lockSeen(_ context: FailureContext) -> EvidencePointer? {
        let locking = (context.code + context.helperCode).first { line in
            let text = line.excerpt ?? ""
            let words = TaskIdentifierScanner.words(of: text)
            return !FailureContext.isComment(text) && words.contains("lock") && !words.isDisjoint(with: ["device", "press", "button"])
        }
        return locking ?? (context.logLines + context.runLines).first { ($0.excerpt ?? "").includes("protectedDataWillBecomeUnavailable") }
    }

    /// The app's own words that a file could not be opened for want of permission.
    static let refusals = ["Operation not permitted", "NSCocoaErrorDomain Code=257", "don’t have permission", "don't have permission"]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let signed = context.signedEntitlements.first(where: { $0.isApp && !$0.localSigningOnly && $0.values[Self.key] != nil }),
              let protection = signed.values[Self.key] else { return nil }
        // The test found the signed class where it expected another.
        // (Not the class iOS gives a file when no entitlement is signed: a signed default explains no finding.)
        let expectedFirst = context.code.last?.excerpt.map(Self.expectedFirst) ?? false
        let found = protection == Self.systemDefault ? nil : context.test.issues.first { issue in
            guard let (first, second) = LocalizedKeyReturnedRule.equality(in: issue.message) else { return false }
            let (actual, expected) = expectedFirst ? (second, first) : (first, second)
            return Self.classes(in: actual) == [Substring(protection)] && !Self.classes(in: expected).isEmpty && !Self.classes(in: expected).contains(Substring(protection))
        }
        // Or, the strictest class on a device the test locked, a refusal to read.
        let lock = protection == "NSFileProtectionComplete" && !context.onASimulator && context.destination != nil ? Self.lockSeen(context) : nil
        let afterLock = lock == nil ? nil : context.test.issues.first { issue in Self.refusals.contains(where: issue.message.includes) }
        guard let issue = found ?? afterLock else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, found == nil ? .inferred : .direct), stage: nil,
            reason: "The app is signed with `\(Self.key)` = `\(protection)`: every file it writes without a class of its own takes that class\(found == nil ? ", unreadable while the device is locked" : ""), and the test \(found == nil ? "could not read one after the lock" : "found that class").",
            evidence: (issue.evidence.map { [$0] } ?? []) + [signed.evidence] + (found == nil ? lock.map { [$0] } ?? [] : []),
            nextStep: "Set the default class the app needs in the entitlements (or the App ID's Data Protection capability), e.g. `NSFileProtectionCompleteUntilFirstUserAuthentication`, or give the files the code writes their own class.")
    }
}
