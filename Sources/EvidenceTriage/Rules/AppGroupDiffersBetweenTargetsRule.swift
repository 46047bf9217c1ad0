import EvidenceCore
import EvidenceReaders

/// The app and an extension it embeds (a widget, a share extension) were built with different values
/// for the key that names their app group — one empty, or another configuration's group — so each
/// opens a container the other never writes: a test of what they share sees nothing, or the
/// wrong group. The built plists, not the code that reads the key.
struct AppGroupDiffersBetweenTargetsRule: ClassificationRule {
    let identifier = "app_group_differs_between_targets"
    let category = TriageCategory.configurationRegression
    let summary = "The built plists of the app and an extension it embeds give the key that names their app group different values (one empty, or another configuration's group), and the test is about what they share (its message names a group, or its code the key): the targets' build settings, not the code."

    static func plist(_ path: String, _ type: String, _ key: String, _ value: String) -> AppInfoPlist {
        AppInfoPlist(path: path, dictionary: ["CFBundleIdentifier": "com.example.app", "CFBundlePackageType": type, key: value])
    }

    static let app = plist("config/Ferrous/Info.plist", "APPL", "FRAppGroupIdentifier", "group.com.ferrous.field")
    static let emptyExtension = plist("config/FerrousShare.appex/Info.plist", "XPC!", "FRAppGroupIdentifier", "")

    var triggeringExamples: [RuleExample] {
        [
            // The extension's value expanded to nothing; the test expected the app's group.
            .failure("FerrousTests.ShareExtensionSessionTests/testExtensionSessionUsesSharedContainer",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"\")\") is not equal to (\"Optional(\"group.com.ferrous.field\")\")"],
                     plists: [Self.app, Self.emptyExtension]),
            // The app's plist lacks the key its extension's gives a group (a merge dropped it), and the test's
            // file hands the code that group: what the app wrote, the extension reads from another container.
            .failure("ParcelTests.NotificationServiceTests/testPrefixesSenderNameFromSharedStore",
                     messages: ["XCTAssertEqual failed: (\"Your parcel is at the door\") is not equal to (\"Alice: Your parcel is at the door\")"],
                     plists: [AppInfoPlist(path: "config/Parcel/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.parcel", "CFBundlePackageType": "APPL"]),
                              Self.plist("config/ParcelService.appex/Info.plist", "XPC!", "AppGroup", "group.com.example.parcel")],
                     code: ["        let enriched = await NotificationEnricher(appGroupID: groupID).enrich(content)", "        XCTAssertEqual(enriched.body, \"Alice: Your parcel is at the door\")"],
                     helpers: ["    private let groupID = \"group.com.example.parcel\""]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The same values in both targets.
            .failure("FerrousTests.ShareExtensionSessionTests/testExtensionSessionUsesSharedContainer",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"a\")\") is not equal to (\"Optional(\"b\")\")"],
                     plists: [Self.app, Self.plist("config/FerrousShare.appex/Info.plist", "XPC!", "FRAppGroupIdentifier", "group.com.ferrous.field")]),
            // The app's plist lacks the key, and the test names no group nor the key: a formatter's.
            .failure("ParcelTests.TrackingNumberFormatterTests/testGroupsNumberInBlocksOfFour",
                     messages: ["XCTAssertEqual failed: (\"1Z999AA1 0123\") is not equal to (\"1Z99 9AA1 0123\")"],
                     plists: [AppInfoPlist(path: "config/Parcel/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.parcel", "CFBundlePackageType": "APPL"]),
                              Self.plist("config/ParcelService.appex/Info.plist", "XPC!", "AppGroup", "group.com.example.parcel")]),
            // The plists differ, and the test is about something they do not share.
            .failure("FerrousTests.PriceFormatterTests/testFormatsEuros", messages: ["XCTAssertEqual failed: (\"€1.00\") is not equal to (\"1,00 €\")"],
                     plists: [Self.app, Self.emptyExtension]),
            // The widget built with the staging group, the app with production's, and only the test's name ties it to
            // what they share: a widget's test may fail on its own code (a default only the app registers) or wait on the system.
            .failure("LeaderboardTests.LeaderboardProviderTests/testProviderReadsSharedStandings",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     plists: [Self.plist("config/Leaderboard/Info.plist", "APPL", "LBAppGroupIdentifier", "group.com.example.leaderboard"),
                              Self.plist("config/LeaderboardWidgetExtension.appex/Info.plist", "XPC!", "LBAppGroupIdentifier", "group.com.example.leaderboard.staging")]),
        ]
    }

    /// The first key two built plists give different values, with both values.
    /// The app whose plist lacks a key an extension's gives a group reads nothing for it, as an empty value
    /// does (the app's plist without the `AppGroup` its extension's has). (Not an extension that lacks it:
    /// an intents extension or a watch app may never use the group.)
    static func difference(_ plists: [AppInfoPlist]) -> (key: String, values: [(path: String, value: String)])? {
        for key in Set(plists.flatMap(\.appGroupKeys.keys)).sorted() {
            let given = plists.compactMap { plist in plist.appGroupKeys[key].map { (path: plist.path, value: $0) } }
            guard given.contains(where: { $0.value.hasPrefix("group.") }) else { continue }
            let values = given + plists.filter { !$0.isExtension && $0.appGroupKeys[key] == nil }.map { (path: $0.path, value: "") }
            if values.count > 1, Set(values.map(\.value)).count > 1 { return (key, values) }
        }
        return nil
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let (key, values) = Self.difference(context.builtPlists) else { return nil }
        let groups = values.map(\.value).filter { !$0.isEmpty }
        // The test is about what the targets share: its message names one of the groups, or its code the
        // key. Its name alone (a widget's, a shared store's) is not enough: a widget's test may fail on its
        // own code or wait on the system with the plists' difference beside it.
        // (Or its file names a group, the one it hands the code: `let groupID = "group.…"`.)
        let said = context.test.issues.contains { issue in groups.contains(where: issue.message.includes) } || context.mentions(anyOf: [key])
            || context.helperCode.contains { line in groups.contains { (line.excerpt ?? "").includes("\"\($0)\"") } }
        guard said else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The built plists disagree on `\(key)`: " + values.map { $0.value.isEmpty ? "`\($0.path)` has none" : "`\($0.path)` has “\($0.value)”" }.joined(separator: ", ")
                + " — the targets open different app group containers.",
            evidence: values.map { EvidencePointer(path: $0.path, excerpt: $0.value.isEmpty ? "\(key): none" : "\(key) = \($0.value)") } + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Give every target the same value for `\(key)` in each build configuration (the build setting its plist expands — an empty value is a setting the extension's target lacks), matching the group in each target's entitlements.")
    }
}
