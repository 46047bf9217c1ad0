import EvidenceCore
import EvidenceReaders

/// The built app's Info.plist holds a background key of the wrong type: `BGTaskSchedulerPermittedIdentifiers`
/// or `UIBackgroundModes` as a string, not an array of strings (a script's `PlistBuddy -c "Add … string"`,
/// a config plugin's template), or a mode the OS knows written otherwise (`Audio`). The OS reads no
/// identifier or mode from it, and code that iterates the key (a plugin at launch) crashes: any test
/// of background work fails on the plist, not on its code.
/// `evidence gate` refuses the same plist before the tests run.
struct BackgroundKeyMalformedRule: ClassificationRule {
    let identifier = "background_key_malformed"
    let category = TriageCategory.configurationRegression
    let summary = "The built Info.plist holds BGTaskSchedulerPermittedIdentifiers or UIBackgroundModes as something other than an array of strings (or a mode the OS knows, written otherwise: `Audio`), and the test is about what the key declares (a background task or fetch; for the modes, any background mode's subject): the OS reads nothing from the key, so the plist, not the code, broke it."

    static func plist(permitted: Any, modes: Any = ["fetch"]) -> AppInfoPlist {
        AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app", AppInfoPlist.permittedIdentifiersKey: permitted,
                                                                 AppInfoPlist.backgroundModesKey: modes])
    }

    var triggeringExamples: [RuleExample] {
        [
            // The identifiers written as one string; the app crashed at launch with background fetch on.
            .failure("AppUITests.BackgroundFetchUITests/testColdLaunchWithBackgroundFetchEnabled", messages: ["XCTAssertTrue failed - home screen never appeared"],
                     plist: Self.plist(permitted: "com.transistorsoft.fetch")),
            .failure("AppTests.RefreshSchedulerTests/testSchedulesAppRefresh", messages: ["XCTAssertTrue failed - refresh request was not submitted"],
                     plist: Self.plist(permitted: ["com.example.app.refresh"], modes: "fetch")),
            // A mode written with a capital: the OS matches modes exactly, so playback has none.
            .failure("Podcast.Tests.BuiltAppManifestTests/InfoPlist_DeclaresAudioBackgroundMode",
                     messages: ["Expected: some item equal to \"audio\"\n  But was:  < \"fetch\", \"Audio\" >"],
                     plist: Self.plist(permitted: ["com.example.app.refresh"], modes: ["fetch", "Audio"])),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A mode written with a capital, and a test of the audio session whose name only has the word.
            .failure("Podcast.DeviceTests.PlaybackSessionTests/AudioSessionUsesPlaybackCategoryOnceEpisodeLoads",
                     messages: ["Expected string length 30 but was 33. Strings differ at index 22.\n  Expected: \"AVAudioSessionCategoryPlayback\"\n  But was:  \"AVAudioSessionCategorySoloAmbient\""],
                     plist: Self.plist(permitted: ["com.example.app.refresh"], modes: ["fetch", "Audio"])),
            // The same plist, and a test of no background work.
            .failure("AppTests.PriceFormatterTests/testFormatsEuros", messages: ["XCTAssertEqual failed: (\"€1.00\") is not equal to (\"1,00 €\")"],
                     plist: Self.plist(permitted: "com.transistorsoft.fetch")),
            // The identifiers malformed, and a test of a silent push: not what the key declares.
            .failure("AppUITests.SilentPushUITests/testDataOnlyPushWakesBackgroundHandler", messages: ["XCTAssertEqual failed: (\"none\") is not equal to (\"berth-update:C14\")"],
                     plist: Self.plist(permitted: "com.transistorsoft.fetch")),
            // The identifiers malformed, and the sync test's own request timed out: its job ran.
            .failure("AppTests.BerthSyncTests/testSyncAgainstStubServer",
                     messages: ["failed: caught error: \"Error Domain=NSURLErrorDomain Code=-1001 \"The request timed out.\"\""],
                     plist: Self.plist(permitted: "com.example.app.berth-sync")),
            // A watch app's WatchKit refresh never came: not a BGTaskScheduler task of the app's plist.
            .failure("WatchTests.WatchRefreshTests/testRefreshHandledAtPreferredDate",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"WKApplicationRefreshBackgroundTask handled\"."],
                     plist: Self.plist(permitted: "com.example.app.refresh")),
            // Arrays of strings, as the OS reads them.
            .failure("AppUITests.BackgroundFetchUITests/testColdLaunchWithBackgroundFetchEnabled", messages: ["XCTAssertTrue failed - home screen never appeared"],
                     plist: Self.plist(permitted: ["com.transistorsoft.fetch"])),
        ]
    }

    /// Words of a test's name that say it is about a background task or fetch (what the identifiers permit).
    static let taskWords: Set<String> = ["fetch", "refresh", "processing", "bgtask", "bgtaskscheduler", "bgapprefreshtask", "bgprocessingtask"]

    /// The test is about what the malformed key declares: a task it exercises or its name's words for
    /// tasks (the identifiers), or any background mode's subject too (the modes) — not every test that
    /// speaks of pushes or tokens.
    static func isAbout(_ key: String, _ context: FailureContext) -> Bool {
        // The job's own request failed (it ran), or the test is of a watch app's WatchKit refresh: no
        // key of the app's plist stood in the way.
        let failure = context.test.issues.map(\.message) + context.code.suffix(3).compactMap(\.excerpt)
        if failure.contains(where: { text in (SignalVocabulary.networkErrors + SignalVocabulary.watchKitRefresh).contains(where: text.includes) }) { return false }
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        if !context.exercisedIdentifiers.isEmpty || !words.isDisjoint(with: taskWords) { return true }
        guard key == AppInfoPlist.backgroundModesKey else { return false }
        let said = (context.test.id.suite + " " + context.test.id.name + " " + context.test.issues.map(\.message).joined(separator: " ")).lowercased()
        return SignalVocabulary.backgroundModeSubjects.contains { $0.words.contains(where: said.contains) }
    }

    /// A mode written otherwise (`holds "Audio", which the OS does not read as "audio"`), and the test
    /// read the plist's modes: its message shows the value as written (`But was: < "fetch", "Audio" >`),
    /// or its name is of that mode in the plist (`InfoPlist_DeclaresAudioBackgroundMode`) — not any test
    /// whose name has the word (`AudioSessionUsesPlaybackCategory`).
    static func namesTheMode(in problem: String, _ context: FailureContext) -> Bool {
        guard let holds = problem.range(of: "holds \""), let range = problem.range(of: "does not read as \"") else { return false }
        let written = problem[holds.upperBound...].prefix { $0 != "\"" }
        let mode = String(problem[range.upperBound...].prefix { $0 != "\"" })
        if context.test.issues.contains(where: { $0.message.includes("\"\(written)\"") }) { return true }
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        return words.contains(mode) && !words.isDisjoint(with: ["plist", "infoplist", "mode", "modes"])
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let keys = [AppInfoPlist.permittedIdentifiersKey, AppInfoPlist.backgroundModesKey]
        guard let (plist, problem, key) = context.plists.lazy.compactMap({ plist in
            plist.problems.lazy.compactMap { problem in keys.first(where: problem.hasPrefix).map { (plist, problem, $0) } }.first
        }).first, Self.isAbout(key, context) || Self.namesTheMode(in: problem, context)
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record), stage: .registration,
            reason: "The built Info.plist's \(problem) (`\(plist.path)`): the OS reads no identifier or mode from it\(problem.hasSuffix("not an array") ? ", and code that iterates it crashes" : "").",
            evidence: [EvidencePointer(path: plist.path, excerpt: problem)] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Write the key as an array of strings in the source plist (or the script or config plugin that writes it: `PlistBuddy -c \"Add :BGTaskSchedulerPermittedIdentifiers array\"`, then each entry), rebuild, and run `evidence gate` on the built app.")
    }
}
