@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The entitlements xcodebuild prints when it signs a product (`ProcessProductPackaging … .xcent`,
/// then `Entitlements:` and the dictionary), read through the log reader from held-out runs' logs,
/// as written around public threads (GitHub Actions' raw download, a device lab, a simulator build).
@Suite struct SignedEntitlementsTests {
    static func read(_ run: String) throws -> [SignedEntitlements] {
        let path = TestPaths.triageCorpus.appendingPathComponent("HeldOut/\(run)/xcodebuild-test.log").path
        return try TestLogReader.read(path: path).reader.signedEntitlements
    }

    @Test func aDeviceBuildsAppEntitlementsAreItsTopLevelKeys() throws {
        let signed = try Self.read("azure-brightwater-flutter-liveactivity-push-entitlement")
        #expect(signed.map(\.product) == ["Runner.app"])
        #expect(signed.first?.keys == ["application-identifier", "com.apple.developer.team-identifier", "com.apple.security.application-groups", "get-task-allow"])
        #expect(signed.first?.localSigningOnly == false)
        #expect(signed.first?.evidence.excerpt?.hasPrefix("ProcessProductPackaging") == true)
    }

    @Test func aSimulatorBuildsLocalSigningBlockProvesNothingMissing() throws {
        let signed = try Self.read("circleci-bramble-home-widget-app-group-debug-config")
        #expect(!signed.isEmpty)
        #expect(signed.allSatisfy { $0.localSigningOnly })
    }

    @Test func aBlockThatNeverClosesAndAStepWithoutOneAreNotRead() {
        let lines = [
            "ProcessProductPackaging \"\" /b/Debug-iphoneos/App.build/App.app.xcent (in target 'App' from project 'App')",
            "    Entitlements:", "    {", "    \"aps-environment\" = development;",
            "CodeSign /b/Debug-iphoneos/App.app (in target 'App' from project 'App')",
            "}",
            "ProcessProductPackaging /src/App.entitlements /b/Debug-iphoneos/App.build/Widget.appex.xcent (in target 'Widget' from project 'App')",
            "    Entitlements:", "    {", "    \"com.apple.security.application-groups\" =     (", "        \"group.x\"", "    );", "}",
        ]
        let signed = SignedEntitlements.read(lines, evidencePath: "logs/x.log")
        #expect(signed.map(\.product) == ["Widget.appex"])
        #expect(signed.first?.keys == ["com.apple.security.application-groups"])
        #expect(signed.first?.isApp == false)
    }

    /// An entitlement whose array holds nothing (a group removed from the target's capability) grants
    /// nothing: `( )` on one line, or opened and closed on the next.
    @Test func anEmptyArrayIsNoEntitlement() {
        let lines = [
            "ProcessProductPackaging /src/App.entitlements /b/Debug-iphoneos/App.build/App.app.xcent (in target 'App' from project 'App')",
            "    Entitlements:", "    {", "    \"com.apple.security.application-groups\" =     (", "    );",
            "    \"com.apple.developer.icloud-container-identifiers\" = ( );",
            "    \"keychain-access-groups\" =     (", "        \"ABCDE12345.com.example.app\"", "    );", "    \"get-task-allow\" = 1;", "}",
        ]
        let signed = SignedEntitlements.read(lines, evidencePath: "logs/x.log")
        #expect(signed.first?.keys == ["keychain-access-groups", "get-task-allow"])
    }

    /// A key's value that is one word or string is kept with it (the default file protection class the signature
    /// grants), in the build's form (its `cd` line and blanks before the dictionary, as xcodebuild prints every step)
    /// and in plutil's; an array's is not.
    @Test func aKeysOneWordValueIsKept() {
        let lines = [
            "ProcessProductPackaging /src/App.entitlements /b/Debug-iphoneos/App.build/App.app.xcent (in target 'App' from project 'App')",
            "    cd /src", "    ", "    Entitlements:", "    ", "    {", "    \"com.apple.developer.default-data-protection\" = NSFileProtectionComplete;",
            "    \"aps-environment\" = \"development\";", "    \"keychain-access-groups\" =     (", "        \"ABCDE12345.com.example.app\"", "    );", "}",
            "Executable=/b/Staging-iphoneos/App.app/App", "{", "  \"aps-environment\" => \"production\"", "}",
        ]
        let signed = SignedEntitlements.read(lines, evidencePath: "logs/x.log")
        #expect(signed.first?.values == ["com.apple.developer.default-data-protection": "NSFileProtectionComplete", "aps-environment": "development"])
        #expect(signed.last?.values == ["aps-environment": "production"])
    }

    /// What a job's own step displays of the signed product (`codesign -d --entitlements - --xml App.app | plutil -p -`):
    /// plutil's `"key" => value`, its arrays in brackets (an empty one grants nothing); a simulator product's proves nothing missing.
    @Test func codesignsDisplayThroughPlutilIsRead() {
        let lines = [
            "Executable=/Users/ci/DerivedData/Build/Products/Staging-iphoneos/Quayline.app/Quayline", "{",
            "  \"application-identifier\" => \"Q7M4K2X9PA.com.quayline.app.staging\"",
            "  \"com.apple.security.application-groups\" => [", "    0 => \"group.com.quayline.shared.staging\"", "  ]",
            "  \"keychain-access-groups\" => []",
            "  \"get-task-allow\" => true", "}",
            "Executable=/Users/ci/DerivedData/Build/Products/Debug-iphonesimulator/Quayline.app/Quayline", "{", "  \"get-task-allow\" => true", "}",
        ]
        let signed = SignedEntitlements.read(lines, evidencePath: "logs/x.log")
        #expect(signed.map(\.product) == ["Quayline.app", "Quayline.app"])
        #expect(signed.first?.keys == ["application-identifier", "com.apple.security.application-groups", "get-task-allow"])
        #expect(signed.map(\.localSigningOnly) == [false, true])
    }
}
