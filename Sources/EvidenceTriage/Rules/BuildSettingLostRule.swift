import EvidenceCore
import EvidenceReaders

/// A value the build writes into the Info.plist from a build setting reached it lost: a URL cut to its
/// scheme (`https:`: an xcconfig reads `//` as the start of a comment, so `API_BASE_URL = https://api.example.com`
/// becomes `https:`), or an app's key left empty (`AppGroupIdentifier = $(APP_GROUP)` where the
/// configuration CI built never defines `APP_GROUP`). The code that reads it is right and every client
/// built on it fails (`unsupported URL` for `https:notes/changes`, a background session with `""` for its
/// shared container): the build's configuration broke, not the code.
struct BuildSettingLostRule: ClassificationRule {
    let identifier = "build_setting_lost"
    let category = TriageCategory.configurationRegression
    let summary = "The built Info.plist holds a value its build setting lost — a URL cut to its scheme (`https:`: an xcconfig read the `//` of `https://…` as a comment) or an app's key left empty (the setting undefined in the configuration built) — and the failure names that key or shows what was lost: a URL built on the cut one (`https:notes/changes`), or `\"\"` where a value of the key's kind (`group.…`, `https://…`) was expected, or the app died on an SDK's demand for the credential the key holds (an API key, an access token)."

    static let xcconfigWarning = "/Users/runner/work/tern-ios/tern-ios/Tern.xcodeproj: warning: Unable to open base configuration reference file '/Users/runner/work/tern-ios/tern-ios/Config/Secrets.xcconfig'. (in target 'Tern' from project 'Tern')"

    static func plist(_ values: [String: String]) -> AppInfoPlist {
        AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/App.app/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"].merging(values) { $1 })
    }

    var triggeringExamples: [RuleExample] {
        [
            // The build could not open the xcconfig that defines BASE_URL; the test built a URL on it and got nil.
            .failure("TernTests.APIEnvironmentTests/testBaseURLIsHTTPS", messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(\"https\")\")"],
                     plist: Self.plist(["BASE_URL": ""]), runLog: [Self.xcconfigWarning], code: ["        XCTAssertEqual(APIEnvironment.current.baseURL?.scheme, \"https\")"]),
            // The test reads the key and says what it found.
            .failure("AppTests.AppEnvironmentTests/testSyncBaseURLHasHost", messages: ["XCTAssertNotNil failed - SyncBaseURL in Info.plist has no host: https:"],
                     plist: Self.plist(["SyncBaseURL": "https:"])),
            // A job's request built on the cut base URL: the URL the error names has no `//`.
            .failure("AppTests.NoteSyncRefreshJobTests/testRefreshPullsRemoteChangesFromConfiguredServer",
                     messages: ["failed: caught error: \"Error Domain=NSURLErrorDomain Code=-1002 \"unsupported URL\" UserInfo={NSErrorFailingURLStringKey=https:notes/changes?since=0}\""],
                     plist: Self.plist(["SyncBaseURL": "https:"])),
            // A path appended to `https:`.
            .failure("AppTests.WallpaperURLProviderTests/testMetadataURLUsesConfiguredCDN",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"https:/metadata/v1/wallpapers.json\")\") is not equal to (\"Optional(\"https://cdn.example.com/metadata/v1/wallpapers.json\")\")"],
                     plist: Self.plist(["WallpaperCDNBaseURL": "https:"])),
            // The app group the background session shares is read from a key the build left empty.
            .failure("AppTests.ShareSessionFactoryTests/testBackgroundConfigurationUsesAppGroupContainer",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"\")\") is not equal to (\"Optional(\"group.com.example.shared\")\")"],
                     plist: Self.plist(["AppGroupIdentifier": ""])),
            // The app died under the test on its maps SDK's demand for a key the built plist holds empty.
            .failure("LarkspurKIFTests.MapScreenKIFTests/testStopPinsAppearForSelectedRoute",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in MapScreenKIFTests.testStopPinsAppearForSelectedRoute(); summary will include totals from previous launches."],
                     log: ["Larkspur[62130:1313218] *** Terminating app due to uncaught exception 'GMSServicesException', reason: 'Google Maps SDK for iOS must be initialized via [GMSServices provideAPIKey:...] prior to use'"],
                     plist: Self.plist(["GMSApiKey": ""])),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The same nil and empty key, with no word of the build that its xcconfig was missing: nothing says the key is why.
            .failure("TernTests.APIEnvironmentTests/testBaseURLIsHTTPS", messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(\"https\")\")"],
                     plist: Self.plist(["BASE_URL": ""]), code: ["        XCTAssertEqual(APIEnvironment.current.baseURL?.scheme, \"https\")"]),
            // The same plist, a failure of other code: nothing ties it to the cut URL.
            .failure("AppTests.ConflictResolverTests/testLocalEditNewerThanRemoteWins", messages: ["XCTAssertEqual failed: (\"remote\") is not equal to (\"local\")"],
                     plist: Self.plist(["SyncBaseURL": "https:"])),
            // A cut URL in the plist, and whole URLs in the failure (JSON's escaped ones too): not built on it.
            .failure("AppTests.EndpointTests/testUsesStagingHost",
                     messages: ["XCTAssertEqual failed: (\"https://api.example.com\") is not equal to (\"{\\\"url\\\":\\\"https:\\/\\/staging.example.com\\\"}\")"],
                     plist: Self.plist(["SyncBaseURL": "https:"])),
            // A cut `Host` in the plist, and a failure that says "Host" as a word of its own: no key of the app's named.
            .failure("AppTests.LaunchTests/testLaunchesWithoutTestHost", messages: ["XCTAssertTrue failed - Test Host did not finish launching"],
                     plist: Self.plist(["Host": "https:"])),
            // A URL without `//` in the failure, and the plist's URLs whole: the code built it so.
            .failure("AppTests.LinkBuilderTests/testJoinsPath", messages: ["XCTAssertEqual failed: (\"https:/docs\") is not equal to (\"https://example.com/docs\")"],
                     plist: Self.plist(["SyncBaseURL": "https://example.com"])),
            // An empty value shown, and an empty key of another kind: a formatter's output, not the group.
            .failure("AppTests.GreetingTests/testGreetsByName", messages: ["XCTAssertEqual failed: (\"\") is not equal to (\"Hello, Ada\")"],
                     plist: Self.plist(["AppGroupIdentifier": ""])),
            // Apple's own key empty on purpose.
            .failure("AppTests.AboutScreenTests/testShowsGroupName", messages: ["XCTAssertEqual failed: (\"\") is not equal to (\"group.example\")"],
                     plist: Self.plist(["NSHumanReadableCopyright": ""])),
        ]
    }

    /// `https:` in `text` not followed by `//` (`https:notes`, `https:/metadata`, `… no host: https:`) —
    /// nor by JSON's escaped `\/\/`, nor a blank (a log's `ws: closed` tag).
    static func showsACutURL(_ text: String, scheme: String) -> Bool {
        let lowered = text.lowercased()
        var rest = Substring(lowered)
        while let range = rest.range(of: scheme + ":") {
            let isWord = rest[..<range.lowerBound].last.map { !$0.isLetter } ?? true
            let after = rest[range.upperBound...]
            if isWord, !after.hasPrefix("//"), !after.hasPrefix("\\/"), after.first != " " || after.dropFirst().isEmpty { return true }
            rest = after
        }
        return false
    }

    /// The key named as a word (`SyncBaseURL in Info.plist has no host`), when it is a name of the app's
    /// own making — more than one word run together (`SyncBaseURL`, not `Host`), which no sentence says.
    static func namesTheKey(_ text: String, _ key: String) -> Bool {
        guard key.dropFirst().contains(where: \.isUppercase), let range = text.range(of: key) else { return false }
        let before = text[..<range.lowerBound].last, after = text[range.upperBound...].first
        return !(before?.isLetter ?? false) && !(before?.isNumber ?? false) && !(after?.isLetter ?? false) && !(after?.isNumber ?? false)
    }

    /// An SDK's words for the credential an empty key holds (`GMSApiKey` empty; `must be initialized via
    /// [GMSServices provideAPIKey:...]`): an API key or an access token, named in the key and in the text.
    static func asksForTheCredential(_ text: String, key: String) -> Bool {
        let squeeze = { (words: String) in words.lowercased().filter { $0.isLetter } }
        let name = squeeze(key), said = squeeze(text)
        return ["apikey", "accesstoken"].contains { name.includes($0) && said.includes($0) }
    }

    /// What a key's name says it holds, and how an expected value of that kind starts: an app group
    /// (`group.`), a URL (`://`).
    static let kinds: [(nameWords: [String], valueMark: String)] = [(["group"], "group."), (["url", "host", "endpoint", "server"], "://")]

    /// The failure shows `""` where it expected a value of the empty key's kind (`("Optional("")") is not
    /// equal to ("Optional("group.com.example.shared")")`).
    static func showsItEmpty(_ text: String, key: String) -> Bool {
        guard ["(\"\")", "Optional(\"\")", "→ \"\")"].contains(where: text.includes) else { return false }
        let name = key.lowercased()
        return kinds.contains { kind in kind.nameWords.contains(where: name.includes) && text.includes(kind.valueMark) }
    }

    /// The failure shows nil (`("nil")`, `XCTUnwrap failed`) and its message, the test's code or its lines name the
    /// empty key itself, however spelt (`baseURL` for `BASE_URL`) — not any URL of the app's (`photoURL`).
    static func gotNilOfTheKey(_ text: String, key: String, context: FailureContext) -> Bool {
        guard ["(\"nil\")", "XCTUnwrap failed", "→ nil)"].contains(where: text.includes) else { return false }
        let squeeze = { (words: String) in String(words.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let name = squeeze(key)
        guard name.count >= 4 else { return false }
        let said = [text] + context.code.compactMap(\.excerpt).filter { !FailureContext.isComment($0) } + context.logLines.compactMap(\.excerpt)
        return said.contains { squeeze($0).includes(name) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let lost = context.builtPlists.flatMap { plist in plist.lostSettings.map { (plist: plist, setting: $0) } }
        guard !lost.isEmpty else { return nil }
        // (What the test itself said: a log line may name any key or scheme of the app's.)
        // (Or, where the app died under the test, what it said as it died: an SDK refusing to start without its key.)
        let died = context.crashed ? context.logLines.map { TestIssue(message: $0.excerpt ?? "", evidence: $0) } : []
        // The build said it could not open an xcconfig: an empty key is that file's setting, and a test that got nil
        // where it names the key, however spelt, shows it lost — inferred, neither the key's name nor its value shown.
        let xcconfigUnread = context.says(.xcconfigUnreadable)
        for (plist, setting) in lost {
            let key = setting.keyPath.split(separator: ".").last.map(String.init) ?? setting.keyPath
            let scheme = String(setting.value.dropLast()).lowercased()
            // How a message ties to the lost setting, if it does: the key named, its loss shown (or, of one the app died
            // on, its credential asked for), or the xcconfig's loss beside a nil of the key.
            let reach = { (message: String) -> EvidenceWeight.Reach? in
                if Self.namesTheKey(message, key) || (setting.value.isEmpty ? Self.showsItEmpty(message, key: key) : Self.showsACutURL(message, scheme: scheme)) {
                    return .direct
                }
                guard setting.value.isEmpty, xcconfigUnread, Self.gotNilOfTheKey(message, key: key, context: context) else { return nil }
                return Self.asksForTheCredential(message, key: key) ? .direct : .inferred
            }
            guard let (issue, tie) = context.test.issues.lazy.compactMap({ issue in reach(issue.message).map { (issue, $0) } }).first
                ?? (setting.value.isEmpty ? died.first(where: { Self.asksForTheCredential($0.message, key: key) }).map { ($0, .direct) } : nil)
            else { continue }
            let evidence = issue.evidence
            let what = setting.value.isEmpty
                ? "is empty: the build setting it is written from is not defined in the configuration CI built"
                : "is `\(setting.value)`: the URL was cut at `//`, which an xcconfig reads as the start of a comment"
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.record, tie), stage: nil,
                reason: "The built Info.plist's \(setting.keyPath) \(what), and the failure shows what was lost.",
                evidence: [EvidencePointer(path: plist.path, excerpt: "\(setting.keyPath) = \(setting.value)")] + (evidence.map { [$0] } ?? []),
                nextStep: setting.value.isEmpty
                    ? "Define the setting the key is written from (`$(NAME)` in the target's Info.plist) in every configuration's xcconfig, or in one they all include; rebuild and check the built Info.plist."
                    : "Write the URL in the xcconfig (or the CI step that writes one) with the slashes split, `https:/$()/host/path`, or keep the scheme and host in separate settings; rebuild and check the built Info.plist.")
        }
        return nil
    }
}
