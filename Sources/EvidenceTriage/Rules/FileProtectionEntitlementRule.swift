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
            .failure("VaultlineUITests.LockedUploadUITests/testUploadContinuesAfterLock", messages: [Self.uploadAfterLock],
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: Self.device),
        ]
    }

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
            .failure("VaultlineUITests.LockedUploadUITests/testUploadContinuesAfterLock", messages: [Self.uploadAfterLock],
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            .failure("VaultlineUITests.UploadUITests/testUploadFinishes", messages: [Self.uploadAfterLock],
                     buildLog: Self.signing("NSFileProtectionComplete"), destination: Self.device),
        ]
    }

    /// The protection classes a text names (`NSFileProtectionComplete`, `NSFileProtectionCompleteUntilFirstUserAuthentication`),
    /// whole; not the type's own name (`NSFileProtectionType(_rawValue: …)`).
    static func classes(in text: Substring) -> [Substring] {
        text.components(separatedBy: "NSFileProtection").dropFirst().map { rest in
            Substring("NSFileProtection" + rest.prefix { $0.isLetter })
        }.filter { $0 != "NSFileProtectionType" }
    }

    /// The app's own words that a file could not be opened for want of permission.
    static let refusals = ["Operation not permitted", "NSCocoaErrorDomain Code=257", "don’t have permission", "don't have permission"]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let signed = context.signedEntitlements.first(where: { $0.isApp && !$0.localSigningOnly && $0.values[Self.key] != nil }),
              let protection = signed.values[Self.key] else { return nil }
        // The test found the signed class where it expected another.
        let found = context.test.issues.first { issue in
            guard let (actual, expected) = LocalizedKeyReturnedRule.equality(in: issue.message) else { return false }
            return Self.classes(in: actual) == [Substring(protection)] && !Self.classes(in: expected).isEmpty && !Self.classes(in: expected).contains(Substring(protection))
        }
        // Or, the strictest class on a device, a test about its locking got a refusal to read.
        let nameWords = TaskIdentifierScanner.words(of: context.test.id.name)
        let afterLock = protection == "NSFileProtectionComplete" && !context.onASimulator && context.destination != nil
            && (nameWords.contains("lock") || nameWords.contains("locked"))
            ? context.test.issues.first { issue in Self.refusals.contains(where: issue.message.includes) } : nil
        guard let issue = found ?? afterLock else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, found == nil ? .inferred : .direct), stage: nil,
            reason: "The app is signed with `\(Self.key)` = `\(protection)`: every file it writes without a class of its own takes that class\(found == nil ? ", unreadable while the device is locked" : ""), and the test \(found == nil ? "could not read one after the lock" : "found that class").",
            evidence: (issue.evidence.map { [$0] } ?? []) + [signed.evidence],
            nextStep: "Set the default class the app needs in the entitlements (or the App ID's Data Protection capability), e.g. `NSFileProtectionCompleteUntilFirstUserAuthentication`, or give the files the code writes their own class.")
    }
}
