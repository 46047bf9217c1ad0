import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// A test that checks the app's static configuration — the built Info.plist's background modes or
/// permitted task identifiers, read at run time from the bundle, or the entitlements it is signed
/// with — failed: its message quotes what the plist or the entitlements hold. The configuration is what is wrong, whatever code would have used it.
struct ConfigurationAssertedRule: ClassificationRule {
    let identifier = "configuration_asserted"
    let category = TriageCategory.configurationRegression
    let summary = "An assertion about the built app's configuration failed: its message names UIBackgroundModes or BGTaskSchedulerPermittedIdentifiers (what the bundle's Info.plist holds at run time), or the entitlements file and its groups; or the test read the bundle's Info.plist or entitlements at run time (`forInfoDictionaryKey`, `infoDictionary`), or a configuration file the build bundles into the app (`Bundle.main`'s `…config…` or `…-Info` resource), and asserted on what it read."

    /// The plist keys of background work, and the entitlements an app group or keychain group needs;
    /// a message that names one is about the app's configuration.
    /// (`Info.plist` is the bundle's own; `App.entitlements ` is the file; `customerInfo.entitlements["pro"]` is an in-app purchase's, not it.)
    /// (`application-groups` alone too: a test that prints a signed product's groups, `Widget.appex application-groups = []`.)
    static let keys = ["UIBackgroundModes", "BGTaskSchedulerPermittedIdentifiers", ".entitlements ", ".entitlements file", "com.apple.security.application-groups",
                       "application-groups = ", "application-groups: ", "keychain-access-groups"]

    /// How a test reads the built app's Info.plist or entitlements at run time: a failed assertion on
    /// what it read is about the configuration, whatever key it read (a usage description, a mode).
    /// In any case: Swift's `object(forInfoDictionaryKey:)` and `infoDictionary`, Objective-C's and
    /// Kotlin/Native's `objectForInfoDictionaryKey`, .NET's `NSBundle.MainBundle.InfoDictionary[…]`.
    static let bundleReads = ["forinfodictionarykey", "infodictionary", "sectaskcopyvalueforentitlement"]

    static func readsTheBundlesPlist(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return bundleReads.contains { lowered.includes($0) }
    }

    /// A configuration file the build copies into the app (`Bundle.main.url(forResource: "capacitor.config",
    /// …)`, `GoogleService-Info`): a test that reads one and asserts on it checks what the build shipped,
    /// as one reading the Info.plist does. A test's own fixture lives in its bundle, not `Bundle.main`.
    static func readsABundledConfigurationFile(_ line: String) -> Bool {
        guard line.includes("Bundle.main."), let name = line.components(separatedBy: "forResource: \"").dropFirst().first?.prefix(while: { $0 != "\"" }) else {
            return false
        }
        let lowered = name.lowercased()
        return lowered.includes("config") || lowered.hasSuffix("-info")
    }

    /// The iOS app's checked-in configuration read as a file by a cross-platform test (`File('ios/Runner/GoogleService-Info.plist')
    /// .readAsStringSync()`, `readFileSync('ios/App/App/App.entitlements')`): what it asserts on is the configuration the build
    /// copies in. Not a fixture of the test's own (`test/fixtures/settings.plist`), nor a file it writes.
    static func readsACheckedInConfigurationFile(_ line: String) -> Bool {
        guard ["readAsString", "readAsBytes", "readFileSync(", "readFile(", "contentsOfFile:"].contains(where: line.includes) else { return false }
        // (A path quoted either way: Dart's and JavaScript's single quotes too.)
        let lowered = line.lowercased()
        return lowered.includes("ios/") && !lowered.includes("fixture")
            && [".plist'", ".plist\"", ".entitlements'", ".entitlements\""].contains(where: lowered.includes)
    }

    /// The app bundle's make-up as the build put it together (`Bundle.main.builtInPlugInsURL`, its embedded `.appex`,
    /// the App Intents metadata the build extracts, `Metadata.appintents`): what the build embeds is configuration.
    static func readsTheBundlesMakeUp(_ line: String) -> Bool {
        let lowered = line.lowercased()
        return lowered.includes("bundle.main.") && ["builtinplugins", "\"plugins", ".appex", "metadata.appintents", "privateframeworks"].contains(where: lowered.includes)
    }

    /// The test read the bundle's make-up, and what failed speaks of it (its message or failing line names the plug-ins,
    /// an extension, the App Intents metadata, the frameworks): not any assertion of a test that once listed them.
    /// (Or the test builds what it asserts on through a helper of its file that reads it: `shareBundle`, the
    /// extension's bundle out of `builtInPlugInsURL`.)
    static func assertsOnTheBundlesMakeUp(_ context: FailureContext) -> Bool {
        let reads = { (lines: [EvidencePointer]) in lines.contains { !FailureContext.isComment($0.excerpt ?? "") && readsTheBundlesMakeUp($0.excerpt ?? "") } }
        let failing = context.code.last?.excerpt ?? ""
        let names = reads(context.helperCode) ? context.helperCode.compactMap { ArchivedSources.declaredMember($0.excerpt ?? "") }.filter { $0.count > 3 } : []
        if context.code.contains(where: { line in names.contains { (line.excerpt ?? "").includes($0) } }) { return true }
        guard reads(context.code) || reads(context.helperCode) else { return false }
        let said = (context.test.issues.map(\.message) + [failing]).map { $0.lowercased() }
        return said.contains { text in ["plugins", ".appex", "appintents", "app intents", "frameworks"].contains(where: text.includes) }
    }

    /// The test asserts that the app delegate implements a callback the system calls it with (`responds(to:)` a
    /// `#selector` of `handleEventsForBackgroundURLSession`, `performFetchWithCompletionHandler`, a remote
    /// notification's), and it does not: the delegate lacks the method a plugin's or the OS's setup asks of it.
    static func assertsTheDelegatesCallback(_ context: FailureContext) -> Bool {
        let code = (context.code + context.helperCode).map { $0.excerpt ?? "" }.filter { !FailureContext.isComment($0) }
        let failing = context.test.issues.map(\.message) + [context.failingStatement]
        // What the assertion asks responds: `delegate.responds(to:` or `[delegate respondsToSelector:`, asked to be true.
        guard let receiver = failing.lazy.compactMap(respondingReceiver).first else { return false }
        // The receiver is the app's own delegate, made or fetched (`let delegate = AppDelegate()`), or that expression
        // itself — not a fixture delegate a swizzling library's test builds (`IncompleteAppDelegate`), whose methods
        // are the library's to add.
        let isTheApps = { (text: String) in appsDelegate.contains { text.includes($0, atAWordStart: \.isNamePart) } }
        // (The receiver itself, not a member of it: `AppDelegate().pushRouter` is the app's router, whose methods are its code's.)
        let isTheAppsItself = { (text: String) in appsDelegate.contains { text == $0 || text.hasSuffix("." + $0) || text.hasSuffix("(" + $0) } }
        guard isTheAppsItself(receiver) || code.contains(where: { line in
            line.includes(receiver + " = ", atAWordStart: \.isNamePart) && isTheApps(line)
        }) else { return false }
        return code.contains { line in
            (line.includes("#selector(") || line.includes("@selector(")) && delegateCallbacks.contains(where: line.includes)
        }
    }

    /// The object a failing `responds(to:)` / `respondsToSelector:` assertion asks, unless the assertion asks it not to
    /// respond (`XCTAssertFalse`, `!delegate.responds`, `== false`): a delegate that must drop a callback lacks nothing.
    static func respondingReceiver(_ text: String) -> String? {
        guard !text.includes("XCTAssertFalse"), !text.includes("== false"), !text.includes("== NO"), !text.includes(", false)"), !text.includes("(false, ")
        else { return nil }
        // The chain of names before the call (`UIApplication.shared.delegate?`, `delegate!`, `AppDelegate()`: a call's
        // parentheses closed within it), stopping at a bracket, an open parenthesis or a blank.
        let call = text.range(of: ".responds(to:") ?? text.range(of: " respondsToSelector:")
        guard let call else { return nil }
        var depth = 0
        var chain = Substring(String(text[..<call.lowerBound].reversed().prefix { character in
            if character == ")" { depth += 1; return true }
            if character == "(" { depth -= 1; return depth >= 0 }
            return depth > 0 || character.isNamePart || ".?!".contains(character)
        }.reversed()))
        // (`!delegate.responds`, `![delegate respondsToSelector:`: asked not to respond.)
        if chain.hasPrefix("!") || text[..<call.lowerBound].dropLast(chain.count).hasSuffix("![") { return nil }
        while let last = chain.last, last == "?" || last == "!" { chain = chain.dropLast() }
        return chain.isEmpty ? nil : String(chain)
    }

    /// How a test gets the app's own delegate.
    static let appsDelegate = ["AppDelegate()", "UIApplication.shared.delegate", "[[AppDelegate alloc] init]", "[UIApplication sharedApplication].delegate",
                               "[[UIApplication sharedApplication] delegate]"]

    /// The app delegate's methods the system calls with background work's events.
    static let delegateCallbacks = ["handleEventsForBackgroundURLSession", "performFetchWithCompletionHandler", "didReceiveRemoteNotification",
                                    "didRegisterForRemoteNotificationsWithDeviceToken"]

    /// The bundle's `Info.plist` named with what it declares of background work (a mode, the
    /// identifiers it permits) — not a parser's fixture named so.
    /// The code (its comment cut off) reads one of `keys` — `infoPlist.BGTaskSchedulerPermittedIdentifiers`,
    /// `plist["UIBackgroundModes"]` — rather than writing it as a literal's key (`["UIBackgroundModes": …]`).
    static func readsAKey(_ line: String) -> Bool {
        let code = line.components(separatedBy: "//").first ?? line
        return keys.contains { key in
            var rest = Substring(code)
            while let range = rest.range(of: key) {
                let after = rest[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
                if after.first != ":" { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }

    /// The failing statement asserts on a value an earlier line of the test read from one of the keys
    /// (`const ids = exp.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers ?? []`, then `expect(ids).toContain(…)`):
    /// the value read is the assertion's subject (`expect(ids)`, `XCTAssertEqual(ids, …)`), not what the code
    /// under test is compared with (`expect(registeredTaskIds()).toEqual(ids)`).
    static func assertsAReadKey(_ code: [EvidencePointer], failingLine: Int) -> Bool {
        let failing = code.filter { ($0.line ?? 0) >= failingLine }.map { $0.excerpt ?? "" }.joined(separator: " ")
        guard !failing.isEmpty else { return false }
        return code.contains { line in
            guard (line.line ?? 0) < failingLine, let text = line.excerpt, !FailureContext.isComment(text), readsAKey(text),
                  let name = assignedName(text) else { return false }
            return assertsOn(failing, name)
        }
    }

    /// Whether `statement` asserts on `name` first: `expect(name`, `#expect(name`, `XCTAssert…(name`, `assert…(name`.
    static func assertsOn(_ statement: String, _ name: String) -> Bool {
        var rest = Substring(statement)
        while let open = rest.firstIndex(of: "(") {
            let callee = rest[..<open].reversed().prefix { $0.isNamePart || $0 == "#" }
            let argument = rest[rest.index(after: open)...].drop { $0 == " " }
            if ["expect", "#expect", "xctassert", "assert"].contains(where: { String(callee.reversed()).lowercased().hasPrefix($0) }),
               argument.hasPrefix(name), !(argument.dropFirst(name.count).first.map(\.isNamePart) ?? false) {
                return true
            }
            rest = rest[rest.index(after: open)...]
        }
        return false
    }

    /// The name a declaration binds (`let ids = …`, `const ids = …`, `val ids = …`; not a destructuring), in Swift,
    /// Kotlin, JavaScript or Dart.
    static func assignedName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.firstIndex(where: { ["let", "var", "const", "val", "final"].contains($0) }), keyword + 2 < words.count,
              words[keyword + 2] == "=" || words[keyword + 1].hasSuffix(":") else { return nil }
        let name = words[keyword + 1].prefix(while: \.isNamePart)
        return name.isEmpty ? nil : String(name)
    }

    static func namesThePlistsBackgroundKeys(_ message: String) -> Bool {
        message.includes("Info.plist")
            && (["fetch", "processing", "remote-notification", "location", "audio", "voip", "bluetooth"].contains { message.includes($0) } || message.includes("permit"))
    }

    var triggeringExamples: [RuleExample] {
        [
            // The delegate lacks the background session's callback that a download plugin's setup asks it to forward.
            .failure("QuarryTests.BackgroundSessionHookTests/appDelegateForwardsBackgroundSessionEvents", messages: ["Expectation failed: delegate.responds(to: selector)"],
                     code: ["        let delegate = AppDelegate()",
                            "        let selector = #selector(UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:))",
                            "        #expect(delegate.responds(to: selector))"]),
            // A Dart test reads the checked-in Firebase file the build copies into the app, and its bundle id is another's.
            .failure("firebase_ios_config_test/Firebase iOS config bundled GoogleService-Info.plist matches the app bundle id",
                     messages: ["Expected: 'com.example.app'\n  Actual: 'com.example.app.staging'"],
                     code: ["    test('bundled GoogleService-Info.plist matches the app bundle id', () {",
                            "      final plist = File('ios/Runner/GoogleService-Info.plist').readAsStringSync();",
                            "      expect(bundleId(plist), DefaultFirebaseOptions.ios.iosBundleId);"]),
            // The test builds what it asserts on from the extension's own bundle, through a helper of its file.
            .failure("AppTests.ShareExtensionSessionTests/testExtensionSessionUsesAppGroupContainer",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(\"group.com.example.shared\")\")"],
                     code: ["        let configuration = ShareSessionConfiguration.make(bundle: shareBundle)",
                            "        XCTAssertEqual(configuration.sharedContainerIdentifier, \"group.com.example.shared\")"],
                     helpers: ["    private var shareBundle: Bundle {", "        let url = Bundle.main.builtInPlugInsURL!.appendingPathComponent(\"AppShare.appex\")"]),
            // The app bundle's embedded extensions, as the build put them together: the service extension is not there.
            .failure("AppTests.ExtensionEmbeddingTests/testNotificationServiceExtensionIsEmbedded",
                     messages: ["XCTAssertTrue failed - PlugIns/ contains [\"AppWidgets.appex\"]"],
                     code: ["        let plugins = Bundle.main.builtInPlugInsURL!",
                            "        let contents = (try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []",
                            "        XCTAssertTrue(contents.contains(\"AppNotificationService.appex\"), \"PlugIns/ contains \\(contents)\")"]),
            // The widget extension's signed entitlements, as the test printed them: no app group.
            .failure("AppTests.WidgetEntitlementsTests/testWidgetExtensionSharesAppGroup",
                     messages: ["XCTAssertTrue failed - AppWidget.appex application-groups = []; the widget cannot read the app's snapshot"]),
            // A .NET MAUI device test reads the bundle's plist through a helper of its class.
            .failure("TallyhoField.DeviceTests.BackgroundModeTests/BuiltInfoPlistDeclaresFetch", messages: ["Assert.Contains() Failure: Item not found in collection"],
                     code: ["        var modes = BackgroundModes();", "        Assert.Contains(\"fetch\", modes);"],
                     helpers: ["    static string[] BackgroundModes()", "    {",
                               "        var modes = NSBundle.MainBundle.InfoDictionary[\"UIBackgroundModes\"] as NSArray;", "    }"]),
            .failure("AppTests.SilentPushTests/testAppDeclaresRemoteNotificationBackgroundMode", messages: ["XCTAssertTrue failed - UIBackgroundModes = [\"fetch\"]"]),
            .failure("AppTests.BuiltPlistGateTests/testProcessingModeHasPermittedIdentifiers",
                     messages: ["XCTAssertFalse failed - UIBackgroundModes has processing but BGTaskSchedulerPermittedIdentifiers is empty"]),
            // The app group the code uses is not one the entitlements grant.
            .failure("AppTests.NotificationExtensionSharingTests/testKeyboardAndAppShareSessionContainer",
                     messages: ["XCTAssertTrue failed - group.dev.example.local is not granted by App.entitlements [\"group.com.example.app\"]"]),
            // The bundle's plist, named as the file: what it declares is not what the test needs.
            .failure("AppTests.SilentPushConfigTests/testRemoteNotificationModeDeclared",
                     messages: ["XCTAssertTrue failed - content-available pushes only wake the app when Info.plist declares remote-notification"]),
            // Swift Testing quotes the bundle read that gave nil.
            .failure("AppTests.InfoPlistTests/cameraUsageDescriptionPresent",
                     messages: ["Expectation failed: (Bundle.main.object(forInfoDictionaryKey: \"NSCameraUsageDescription\") → nil) != nil"]),
            // The test's code read the bundle's plist; its message says only what it needed.
            .failure("AppTests.BackgroundFetchTests/testFetchModeDeclared",
                     messages: ["XCTAssertTrue failed - the fetch handler is implemented, so the mode must be declared"],
                     code: ["    func testFetchModeDeclared() {",
                            "        let modes = Bundle.main.object(forInfoDictionaryKey: \"UIBackgroundModes\") as? [String] ?? []",
                            "        XCTAssertTrue(modes.contains(\"fetch\"), \"the fetch handler is implemented, so the mode must be declared\")"]),
            // A configuration file the build bundles, read and asserted on: what the build shipped.
            .failure("AppTests.BundledSettingsTests/testReleaseBuildUsesProductionHost",
                     messages: ["XCTAssertEqual failed: (\"https://staging.example.com\") is not equal to (\"https://api.example.com\")"],
                     code: ["        let url = try XCTUnwrap(Bundle.main.url(forResource: \"AppConfig\", withExtension: \"json\"))",
                            "        let settings = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))",
                            "        XCTAssertEqual(settings.apiHost, \"https://api.example.com\")"]),
            // A helper of the test's file reads the bundle's plist; the test asserts on what it read.
            // A Jest test of the checked-in plist: its failing line names the key, its message only the values.
            .failure("iOS Info.plist/permits the background fetch task identifier",
                     messages: ["expect(received).toEqual(expected) // deep equality\n\nExpected: ArrayContaining [\"com.transistorsoft.fetch\"]\nReceived: [\"com.example.app.upload\"]"],
                     code: ["  it('permits the background fetch task identifier', () => {",
                            "    expect(infoPlist.BGTaskSchedulerPermittedIdentifiers).toEqual("]),
            // An Expo app's resolved config read into a name a line earlier; the failing line asserts on that name.
            .failure("appConfig/ios infoPlist lists the background task identifier",
                     messages: ["expect(received).toContain(expected) // indexOf\nExpected value: \"com.example.app.processing\"\nReceived array: []"],
                     code: ["    const ids = exp.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers ?? [];",
                            "    expect(ids).toContain('com.example.app.processing');"]),
            .failure("AppTests.InfoPlistContractTests/testExportComplianceDeclared",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(false)\")"],
                     code: ["    func testExportComplianceDeclared() {", "        XCTAssertEqual(info[\"ITSAppUsesNonExemptEncryption\"] as? Bool, false)"],
                     helpers: ["    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A swizzling library's test of its own fixture delegate: the methods are the library's to add.
            .failure("PigeonKitTests.PGNRemoteNotificationsProxyTests/testIncompleteAppDelegateRemoteNotification",
                     messages: ["((([incompleteAppDelegate respondsToSelector:remoteNotification])) is true) failed"],
                     code: ["  IncompleteAppDelegate *incompleteAppDelegate = [[IncompleteAppDelegate alloc] init];",
                            "  SEL remoteNotification = @selector(application:didReceiveRemoteNotification:);",
                            "  XCTAssertTrue([incompleteAppDelegate respondsToSelector:remoteNotification]);"]),
            // The delegate asked not to respond (the deprecated fetch callback removed for BGTaskScheduler): it has the method.
            .failure("QuarryTests.AppDelegateTests/testLegacyFetchCallbackRemoved", messages: ["XCTAssertFalse failed"],
                     code: ["        let delegate = AppDelegate()",
                            "        XCTAssertFalse(delegate.responds(to: #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))))"]),
            // A mock handler asked, in a file that also fetches the app's delegate.
            .failure("QuarryTests.BackgroundSessionHookTests/mockForwardsEvents", messages: ["Expectation failed: handler.responds(to: selector)"],
                     code: ["        let appDelegate = UIApplication.shared.delegate",
                            "        let handler = MockSessionHandler()",
                            "        let selector = #selector(UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:))",
                            "        #expect(handler.responds(to: selector))"]),
            // `responds(to:)` of the app's own protocol, no system callback: the code's.
            .failure("QuarryTests.RouterTests/routerHandlesDeepLinks", messages: ["Expectation failed: router.responds(to: selector)"],
                     code: ["        let selector = #selector(Router.open(_:))", "        #expect(router.responds(to: selector))"]),
            // A test's own fixture plist read as a file: its data, not the app's configuration.
            .failure("settings_migration_test/SettingsMigration keeps the legacy theme",
                     messages: ["Expected: 'dark'\n  Actual: 'light'"],
                     code: ["    test('keeps the legacy theme', () {", "      final plist = File('test/fixtures/ios/legacy_settings.plist').readAsStringSync();",
                            "      expect(SettingsMigration().migrate(plist).theme, 'dark');"]),
            // A test's own fixture read as a file: its data, not the app's configuration.
            .failure("feed_parser_test/FeedParser reads the sample feed",
                     messages: ["Expected: <3>\n  Actual: <2>"],
                     code: ["    test('reads the sample feed', () {", "      final xml = File('test/fixtures/feed.xml').readAsStringSync();",
                            "      expect(FeedParser().parse(xml).length, 3);"]),
            // A test that lists the plug-ins once, then asserts on what a formatter computed: no make-up in what failed.
            .failure("AppTests.ShareFormatterTests/testTitleForPhoto",
                     messages: ["XCTAssertEqual failed: (\"Image\") is not equal to (\"Photo\")"],
                     code: ["        let plugins = try FileManager.default.contentsOfDirectory(atPath: Bundle.main.builtInPlugInsURL!.path)",
                            "        XCTAssertEqual(ShareFormatter().title(for: item), \"Photo\")"]),
            // A test's own fixture read from its bundle, not the app's make-up.
            .failure("AppTests.FeedParserTests/testParsesFixture",
                     messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\")"],
                     code: ["        let url = Bundle(for: Self.self).url(forResource: \"feed\", withExtension: \"json\")!",
                            "        XCTAssertEqual(try FeedParser().parse(Data(contentsOf: url)).count, 3)"]),
            // The test read its source plist by path: the values it compares are unexpanded, the built plist's are not.
            .failure("AppTests.InfoPlistContractTests/testPermittedIdentifiersMatchTaskCatalog",
                     messages: ["XCTAssertEqual failed: (\"[\"$(PRODUCT_BUNDLE_IDENTIFIER).cleanup\"]\") is not equal to (\"[\"com.example.app.cleanup\"]\")"],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["processing"]),
                     code: ["        let permitted = (plist[\"BGTaskSchedulerPermittedIdentifiers\"] as? [String] ?? []).sorted()",
                            "        XCTAssertEqual(permitted, TaskCatalog.all.sorted())"]),
            // The value read is what the code under test is compared with, not the assertion's subject.
            .failure("backgroundFetch/registers every permitted identifier",
                     messages: ["expect(received).toEqual(expected) // deep equality\nExpected: [\"a\", \"b\"]\nReceived: [\"a\"]"],
                     code: ["    const ids = config.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers;",
                            "    expect(BackgroundFetch.registeredTaskIds()).toEqual(ids);"]),
            // The key read a line earlier, but the failing line asserts on something else (the scheduler's queue).
            .failure("backgroundSync/submits one request per permitted identifier",
                     messages: ["expect(received).toHaveLength(expected)\nExpected length: 2\nReceived length: 1"],
                     code: ["    const ids = exp.ios.infoPlist.BGTaskSchedulerPermittedIdentifiers ?? [];",
                            "    expect(scheduler.pending).toHaveLength(2);"]),
            // The keys in a crash's words are the OS's (another rule reads those), not an assertion on them.
            .failure("AppTests.RefreshTests/testRegisters", messages: ["Test crashed with signal abrt."],
                     log: ["Registration rejected; com.example.app.refresh is not advertised in the application's Info.plist (BGTaskSchedulerPermittedIdentifiers)"]),
            // A parser's fixture named Info.plist: not the bundle's configuration.
            .failure("AppTests.PlistParserTests/testReadsVersion",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"1.0\") - PlistParser reads the version of a malformed Info.plist fixture"]),
            // An assertion on the job's output that does not name the plist.
            .failure("AppTests.SyncJobTests/testMergesItems", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - merged items"]),
            // The bundle read only in a comment: the test asserts on its formatter.
            .failure("AppTests.VersionLabelTests/testFormatsBuildNumber",
                     messages: ["XCTAssertEqual failed: (\"1.2 (7)\") is not equal to (\"1.2 (07)\")"],
                     code: ["    func testFormatsBuildNumber() {", "        // was: Bundle.main.infoDictionary?[\"CFBundleVersion\"]",
                            "        XCTAssertEqual(VersionLabel(short: \"1.2\", build: \"7\").text, \"1.2 (07)\")"]),
            // A helper that builds a value in code, not from the bundle: the code under test.
            .failure("AppTests.VersionLabelTests/testFormatsBuildNumber",
                     messages: ["XCTAssertEqual failed: (\"1.2 (7)\") is not equal to (\"1.2 (07)\")"],
                     code: ["    func testFormatsBuildNumber() {", "        XCTAssertEqual(label.text, \"1.2 (07)\")"],
                     helpers: ["    private var label: VersionLabel { VersionLabel(short: \"1.2\", build: \"7\") }"]),
            // The key as a literal's (a dictionary the test builds) and in a comment on the failing line: no plist read.
            .failure("AppTests.TaskRegistrarTests/testRegistersEveryPermittedIdentifier",
                     messages: ["XCTAssertEqual failed: (\"[]\") is not equal to (\"[\\\"com.example.app.refresh\\\"]\")"],
                     code: ["        XCTAssertEqual(registrar.identifiers(in: [\"BGTaskSchedulerPermittedIdentifiers\": [\"com.example.app.refresh\"]]), []) // BGTaskSchedulerPermittedIdentifiers"]),
            // A data file the app bundles, fed to the app's own parser: the parser is under test.
            .failure("AppTests.StationCatalogTests/testLoadsEveryStation",
                     messages: ["XCTAssertEqual failed: (\"41\") is not equal to (\"42\")"],
                     code: ["        let url = try XCTUnwrap(Bundle.main.url(forResource: \"stations\", withExtension: \"json\"))",
                            "        let catalog = try StationCatalog(contentsOf: url)",
                            "        XCTAssertEqual(catalog.stations.count, 42)"]),
        ]
    }

    /// The app delegate lacks a system callback the test asserts it has: its wiring, read from the test's own
    /// words and code alone.
    func delegateCallbackVerdict(_ context: FailureContext) -> RuleVerdict? {
        guard Self.assertsTheDelegatesCallback(context), let issue = context.test.issues.first else { return nil }
        // The test's message says what it asked of the delegate (the call, or the delegate by name where Swift's
        // XCTAssertTrue prints no expression), and its code which callback: two of its own words.
        let said = context.test.issues.contains { issue in
            ["responds(to:", "respondsToSelector", "AppDelegate", "app delegate"].contains(where: issue.message.includes)
        }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: said), stage: .registration,
            reason: "The test checks that the app delegate implements a callback the system or a plugin's setup calls, and it does not: the app's wiring, not code that runs later.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Add the app delegate method the plugin's iOS setup asks for (forwarding `handleEventsForBackgroundURLSession`, a fetch or a remote notification to it), in the delegate the app really uses.")
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // Its own code, or a helper of its file it calls (`private var info { Bundle.main.infoDictionary … }`).
        let readsTheBundle = (context.code + context.helperCode).contains { line in
            let text = line.excerpt ?? ""
            return !FailureContext.isComment(text)
                && (Self.readsTheBundlesPlist(text) || Self.readsABundledConfigurationFile(text) || Self.readsACheckedInConfigurationFile(text))
        } || Self.assertsOnTheBundlesMakeUp(context)
        // The failing line itself asserts on one of those keys (`expect(infoPlist.BGTaskSchedulerPermittedIdentifiers)…`,
        // a JavaScript test of the checked-in plist), whatever the runner's message repeats of it.
        // (The statement from the failing line on: a call continued on the next lines ends the code.)
        let failingLine = context.test.issues.first?.location?.line ?? context.code.last?.line ?? 0
        // (Read from the plist, not a key of a dictionary the test builds, nor in a comment; and not
        // where a double stands in for the scheduler: what it registered is the double's.)
        let failingLineNamesAKey = context.expectation.double == nil && (context.code.filter { ($0.line ?? 0) >= failingLine }.contains { line in
            Self.readsAKey(line.excerpt ?? "")
        } || Self.assertsAReadKey(context.code + context.helperCode, failingLine: failingLine))
        guard let issue = context.test.issues.first(where: { issue in
            SignalVocabulary.asserts(issue.message)
                && (Self.keys.contains { issue.message.includes($0) } || Self.namesThePlistsBackgroundKeys(issue.message)
                    || readsTheBundle || failingLineNamesAKey || Self.readsTheBundlesPlist(issue.message))
        }) else { return delegateCallbackVerdict(context) }
        // Values with their build settings unexpanded (`$(PRODUCT_BUNDLE_IDENTIFIER).sync`), beside a built plist that
        // has them expanded: the test read the source template (by `#filePath`), which no app ships — its own error.
        if issue.message.includes("$("), context.plists.contains(where: { $0.unexpandedIdentifiers.isEmpty && !$0.permittedIdentifiers.isEmpty }) { return nil }
        // The test read the bundle's plist and its message quotes it: the plist speaks, through the test.
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: .registration,
            reason: "The test checks the built app's configuration and it is not what the test requires: the Info.plist or the entitlements the app was built with, not code that uses them.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix the app target's Info.plist (`UIBackgroundModes`, `BGTaskSchedulerPermittedIdentifiers`) or its entitlements (app groups, keychain groups) in the build configuration CI builds, or its capabilities; `evidence gate --app` checks a built app's plist before tests run.")
    }
}
