import EvidenceCore
import EvidenceReaders

/// The test failed on a nil where its code looks a file up in a bundle (`Bundle.module.url(forResource:…)`):
/// the resource is not in the bundle the test runs from — a target's resources, static configuration
/// (design.md), not the parser that would have read it. Read from the test's own code, which
/// `collect --sources failing` archives.
struct BundledResourceMissingRule: ClassificationRule {
    let identifier = "bundled_resource_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The test failed on a nil where its code looks a file up in a bundle (url(forResource:)), or on ‘no such file’ where it reads one (a fixture beside the source, #filePath), or the lookup said its bundle or file is missing, or a snapshot test found no reference image, or a custom font came back nil: the resource is not where the run looks, a target's (or the scheme's, the test plan's) configuration."

    /// A wiring test's assertion on what was submitted, and the app's word that the run's double was off.
    static let nothingSubmitted = "XCTAssertEqual failed: (\"[]\") is not equal to (\"[\"com.cobbleway.courier.refresh\"]\")"
    static let fakeSchedulerUnset = "2026-11-20 10:02:11.418 Cobbleway[7781:1203] [Scheduling] USE_FAKE_SCHEDULER not set; using BGTaskScheduler.shared"

    /// An SDK found no configuration file in the app, and the test failed on the SDK not set up.
    static let configurationFileExamples: [RuleExample] = [
        .failure("RunnerTests/testCrashReportingStarts",
                 messages: ["((success) is true) failed - [core/not-initialized] Firebase has not been correctly initialized."],
                 log: ["2026-12-02 09:48:56.052000+0000 Runner[8192:412331] 11.15.0 - [FirebaseCore][I-COR000012] Could not locate configuration file: 'GoogleService-Info.plist'."]),
        // The same, where the SDK's options it reads from the file came back nil.
        .failure("KelplineTests.FirebaseBootstrapTests/testDefaultOptionsLoadFromBundledPlist", messages: ["XCTUnwrap failed: expected non-nil value of type \"FirebaseOptions\""],
                 log: ["2021-04-06 10:18:51.147811+0000 Kelpline[7291:64033] 7.9.0 - [Firebase/Core][I-COR000012] Could not locate configuration file: 'GoogleService-Info.plist'."]),
        // A UI test whose app ended at launch on the SDK's own exception about its file (mangled on its way into the
        // build): the test only saw its screen never come.
        .failure("AppUITests.OnboardingUITests/testFirstLaunchShowsWelcome", messages: ["Test crashed with signal abrt."],
                 log: ["*** Terminating app due to uncaught exception 'com.firebase.core', reason: 'Configuration fails. It may be caused by an invalid GOOGLE_APP_ID in GoogleService-Info.plist or set in the customized options.'"]),
    ]

    var triggeringExamples: [RuleExample] {
        Self.configurationFileExamples + Self.namedInTheFailure + Self.fontExamples + [
            // PushKit refused VoIP registration in a test host that does not link CallKit itself.
            .failure("ParleyTests.VoIPPushRegistrationTests/testRegistersForVoIPPushesWhenCallingEnabled", messages: ["Test crashed with signal abrt."], log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'PushKit apps that use VoIP push must link either CallKit or IncomingCallNotifications frameworks.'"]),
            // `simctl install` refused the app: an embedded framework without its Info.plist (Detox's launch, an SDK package after an Xcode update).
            .failure("Background sync/shows last synced time after Sync now",
                     messages: ["ChildProcessError: Command failed: /usr/bin/xcrun simctl install 3F2A9B71 \"/ci/ios/build/Build/Products/Release-iphonesimulator/Otterline.app\"\nUnderlying error (domain=MIInstallerErrorDomain, code=35):\n\tFailed to load Info.plist from bundle at path /Users/ci/Library/Developer/CoreSimulator/Devices/3F2A9B71/data/Library/Caches/com.apple.mobile.installd.staging/temp.L6bLz3/extracted/Otterline.app/Frameworks/GoogleMobileAds.framework"]),
            // Xcode Cloud's test action runs without the repository: a fixture read from the checkout's path is not there.
            .failure("FernbookTests.CareScheduleImportTests/testImportsSampleSchedule",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"Data\" - fixture missing at /Volumes/workspace/repository/FernbookTests/Fixtures/care-schedule-sample.json"]),
            // A pod's resource bundle copied without the image the test asks for (the build skipped the copy phase).
            .failure("CinderpathTests.HUDPresenterTests/testSuccessHUDUsesBundledCheckmark", messages: ["XCTAssertNotNil failed - checkmark image missing from SVProgressHUD.bundle"]),
            // The built plist names a main storyboard the bundle does not ship: the app dies at launch under the UI test.
            .failure("PinfoldUITests.LibraryUITests/testEmptyLibraryShowsDiscoverButton",
                     messages: ["Failed to launch com.pinfold.app: Application com.pinfold.app exited unexpectedly (signal 6, SIGABRT) while launching."],
                     log: ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Main' in bundle NSBundle </Users/runner/Library/Developer/CoreSimulator/Devices/X/data/Containers/Bundle/Application/Y/Pinfold.app> (loaded)'"]),
            // The action running the tests set no reference folder (a test plan does not inherit the Run action's variables).
            .failure("HarbourTests.BerthCardSnapshotTests/testBerthCardLightMode",
                     messages: ["failed - Missing value for referenceImagesDirectory - Set FB_REFERENCE_IMAGE_DIR as Environment variable in your scheme."]),
            // The test plan CI runs sets no value for the variable the test reads.
            .failure("HarbourTests.ForecastClientTests/testLoadsForecastFromFixtureServer", messages: ["XCTUnwrap failed: expected non-nil value of type \"String\" - FIXTURE_SERVER_URL not set; run with the Full test plan"]),
            // The app said so while the test ran: the double the run was to use was never switched on.
            .failure("CobblewayTests.RefreshWiringTests/testRefreshHandlerSubmitsNextRequest", messages: [Self.nothingSubmitted], log: [Self.fakeSchedulerUnset]),
            // The test's own words for a fixture its target does not copy.
            .failure("HarbourTests.ImportTests/testImportsNestedFeeds", messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\" - nested-feeds.opml is not in the test bundle"]),
            // Flutter's asset bundle, for an asset the pubspec does not declare; Unity's, for a scene the build leaves out.
            .failure("berth_map_loader_test/BerthMapLoader loads the berth layout",
                     messages: ["Unable to load asset: \"assets/berths/north_dock.json\".\nThe asset does not exist or has empty data."]),
            .failure("Lanternfall.Tests.PlayMode.LevelFlowTests/LoadsHarbourLevel",
                     messages: ["Unhandled log message: '[Error] Scene 'Levels/Harbour' couldn't be loaded because it has not been added to the build settings or the AssetBundle has not been loaded.'"]),
            // The same, naming the test bundle.
            .failure("WrenTests.FeedParserTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"String\" - Fixture atom-sample.xml is not in WrenTests.xctest"]),
            // A bundle named by its identifier, gone after the test target's PRODUCT_BUNDLE_IDENTIFIER changed.
            .failure("SableTests.FixtureFeedTests/testParsesFixtureFeed", messages: ["Fatal error: Fixture bundle com.sablereader.SableTests not found"]),
            // A file looked up inside the built product (a framework's font, a library's colour asset).
            .failure("KiwiTests.TypographyTests/testHeadlineFontLoads",
                     messages: ["failed: caught \"NSInternalInconsistencyException\", \"Font Inter-SemiBold not found in location: file:///Users/ci/DerivedData/Kiwi/Build/Products/Debug-iphonesimulator/Kiwi.app/Frameworks/KiwiDesign.framework/KiwiFonts.bundle/Inter-SemiBold.ttf.\""]),
            .failure("ParleyTests.ChatScreenTests/testIncomingBubbleUsesDefaultColor", messages: ["MessageKit/UIColor+Extensions.swift:32: Fatal error: MessageKit: Could not load the color asset."]),
            .failure("ParleyTests.AssetsTests/testColorAssetsAvailable",
                     messages: ["XCTAssertNotNil failed - MessageKit color asset incomingMessageBackground missing from /Users/ci/Library/Developer/CoreSimulator/Devices/C41B7E2A/data/Containers/Bundle/Application/6F2A9C41/Parley.app"]),
            // .NET built with InvariantGlobalization: the app carries no culture data.
            .failure("Tern.DeviceTests.CurrencyFormattingTests/FormatsFareInNorwegianCulture",
                     messages: ["System.Globalization.CultureNotFoundException : Only the invariant culture is supported in globalization-invariant mode. See https://aka.ms/GlobalizationInvariantMode for more information. (Parameter 'name')"]),
            // The app's own error for a packaged file it did not find (SwiftPM's `.process` flattened its folder).
            .failure("AshgroveKitTests.SpeciesCatalogTests/testLoadsBundledCatalog", messages: ["failed: caught error: \"missingResource(\"Catalog/species.json\")\""]),
            // The compiled model is not in the built app: Core Data crashed the test on it.
            .failure("QuaysideTests.StopsStoreTests/testStoreLoadsBundledModel", messages: ["Test crashed with signal abrt."],
                     log: ["2026-11-28 09:41:16.249018+0000 Quayside[81390:3311502] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Cannot create an NSPersistentStoreCoordinator with a nil model'"]),
            // A cached build left the old model beside the new versioned one.
            .failure("NotesTests.StoreMigrationTests/testMigratesV3StoreToCurrentModel", messages: ["Test crashed with signal abrt."],
                     log: ["Notes[41281:218402] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't merge models with two different entities named 'Note''"]),
            // A check of the built app's bundle: the extension the build was to embed is not in it.
            .failure("Harvestly.BuildChecks.BundleStructureTests/ReleaseAppEmbedsNotificationServiceExtension",
                     messages: ["PlugIns/Harvestly.NotificationService.appex missing from Release bundle /Users/runner/work/1/s/src/Harvestly/bin/Release/net9.0-ios/iossimulator-arm64/Harvestly.app\n  Expected: True\n  But was:  False"]),
            // Compose Multiplatform's resource the app bundle was to carry.
            .failure("iosAppTests.ReminderCopyTests/testReminderBodyLoads",
                     messages: ["failed - loading reminder copy failed: Error Domain=KotlinException Code=0 \"Missing resource with path: /private/var/containers/Bundle/Application/5E2B/iosApp.app/compose-resources/files/reminder_copy.json\""]),
            .failure("AppTests.LocalizationBundleTests/testLoadsSharedStrings",
                     messages: ["Crash: App (40114) at Strings.Bundle.module.unsafeMutableAddressor. Strings/resource_bundle_accessor.swift:40: Fatal error: unable to find bundle named Strings_Strings"]),
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\""],
                     code: ["    func testParsesAtomFixture() throws {",
                            "        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: \"atom-feed\", withExtension: \"xml\"))"]),
            // A trap in a resource bundle's lookup, in the closure that initialises a library's bundle once.
            .failure("FerrymeadTests.DelayBannerTests/testShowsDelayReasonFromCatalog",
                     messages: ["DepartureBoardKit/Bundle+DepartureBoard.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value"],
                     code: ["    static let departureBoard: Bundle = {",
                            "        let url = Bundle.main.url(forResource: \"DepartureBoardKit\", withExtension: \"bundle\")",
                            "        return Bundle(url: url!)!"]),
            // A fixture read from beside the source (`#filePath`): not there on the machine that ran the tests.
            .failure("AppTests.ChatMessagePreviewTests/matchesWebPreviewCorpus",
                     messages: ["Caught error: Error Domain=NSCocoaErrorDomain Code=260 \"The file “chat-message-preview.json” couldn’t be opened because there is no such file.\""],
                     code: ["    @Test func matchesWebPreviewCorpus() throws {",
                            "        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: \"Fixtures/chat-message-preview.json\")",
                            "        let data = try Data(contentsOf: url)"]),
            // The app's own loader says the file is not in the bundle it looked in.
            .failure("AppTests.ServerConfigTests/testLoadsEndpointFromConfigPlist", messages: ["XCTUnwrap failed: expected non-nil value of type \"ServerConfig\""],
                     log: ["App[4410:33701] [Config] Server.plist not found in bundle /Users/runner/Library/Developer/XCTestDevices/App.app"]),
            // The test's own words: the file is not in the app's bundle.
            .failure("SableFitTests.FontRegistrationTests/testBrandFontsAreBundled", messages: ["XCTAssertNotNil failed - SableGrotesk-Bold.otf not in app bundle"]),
            // The value looked up a line earlier is the nil the assertion is on.
            .failure("MartenTests.RingtoneCatalogTests/bundledRingtonesResolve", messages: ["Expectation failed: (url → nil) != nil"],
                     code: ["    @Test func bundledRingtonesResolve() {", "        for tone in RingtoneCatalog.all {",
                            "            let url = Bundle.main.url(forResource: tone.fileName, withExtension: \"caf\")",
                            "            #expect(url != nil, \"\\(tone.fileName).caf must be in the app bundle\")"]),
            .failure("AppTests.ProfileCardSnapshotTests/testProfileCardLight",
                     messages: ["failed - Snapshot comparison failed: Error Domain=FBSnapshotTestControllerErrorDomain Code=1 \"Unable to load reference image.\" UserInfo={NSLocalizedFailureReason=Reference image not found. You need to run the test in record mode}"]),
            // Missing from the source tree at this device's scale: recorded on another device, or never committed —
            // an inferred reading (75 %), which decides nothing alone.
            .failure("BankTests.BalanceCardSnapshotTests/testBalanceCardDefault", messages: ["expected a matching snapshot in balance_card_default"],
                     log: ["Snapshot comparison failed: Error Domain=FBSnapshotTestControllerErrorDomain Code=1 \"Unable to load reference image.\" UserInfo={FBReferenceImageFilePathKey=/Users/ci/git/BankTests/ReferenceImages_64/BankTests.BalanceCardSnapshotTests/balance_card_default@2x.png, NSLocalizedFailureReason=Reference image not found. You need to run the test in record mode}"]),
            // SwiftPM shipped none of the file the test's lookup names (its warning, then the file's path).
            .failure("HearthlineKitTests.EntityStateFormatterTests/unitTableLoadsFromBundle",
                     messages: ["Expectation failed: UnitTable.bundled(locale: Locale(identifier: \"de_DE\")) → nil"],
                     runLog: ["warning: 'hearthlinekit': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target /Users/ci/project/Sources/HearthlineKit/Resources/units.de_DE.json"]),
            // A short name, quoted as the lookup names it, beside SwiftPM's warning for its scaled files.
            .failure("GlyphkitTests.ComposableTests/testImageAttachmentInheritsTintColor",
                     messages: ["GlyphkitTests/ComposableTests.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value"],
                     runLog: ["warning: 'glyphkit': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude from the target /ci/glyphkit/Tests/GlyphkitTests/Resources/bee.png /ci/glyphkit/Tests/GlyphkitTests/Resources/bee@2x.png"],
                     code: ["        let url = Bundle.testBundle.url(forResource: \"bee\", withExtension: \"png\")", "        let image = TestImage.load(url!)"]),
            // StoreKit's test session reads its configuration from the test bundle by name, and the file is not there.
            .failure("TipjarStoreTests.TipPurchaseTests/testRefundedTipRevokesBadge",
                     messages: ["failed: caught error: \"The file “Tips.storekit” couldn’t be opened because there is no such file.\""],
                     code: ["        session = try SKTestSession(configurationFileNamed: \"Tips\")"]),
            // A Kotlin Multiplatform test's fixture, which the iOS test binary's main bundle does not carry.
            .failure("com.kestrelpath.shared.route.RouteFixtureParserTest/parses the bundled sample route", messages: ["kotlin.IllegalStateException: Resource routes/sample_loop.gpx not found in NSBundle.mainBundle (/ci/shared/build/bin/iosSimulatorArm64/debugTest)"]),
            // The host app said as it launched that it lacks the font the test then found nil.
            .failure("BrandKitTests.BrandFontsTests/testBrandFontsAreRegistered", messages: ["XCTAssertNotNil failed - Fraunces-Regular is not registered"],
                     runLog: ["2024-03-21 10:24:06.208 TestHost[41882:3310207] [BrandKit] font file Fraunces-Regular.ttf missing in /Users/ci/Library/Developer/CoreSimulator/Devices/9B2E/data/Containers/Bundle/Application/1E8C/TestHost.app"]),
        ]
    }

    /// A custom font that came back nil.
    static let fontExamples: [RuleExample] = [
        .failure("QuillonTests.BrandTypographyTests/testHeadlineUsesBrandFont",
                 messages: ["failed: caught \"NSInternalInconsistencyException\", \"UIFont object should not be nil, check if the font file is added to the application bundle and you're using the correct font name.\""]),
        .failure("TamsinUIKitTests.TypographyTests/testTitleFontIsBrandFont", messages: ["XCTAssertNotNil failed - Sohne-Buch not registered"],
                 code: ["        let expected = R.font.sohneBuch(size: 22)", "        XCTAssertNotNil(expected, \"Sohne-Buch not registered\")"]),
        .failure("TamsinUIKitTests.TypographyTests/testCaptionFontMatchesLabel",
                 messages: ["XCTAssertEqual failed: (\"<UICTFont: 0x10b8154a0> font-family: \\\".SFUI-Regular\\\"; font-weight: normal; font-style: normal; font-size: 12.00pt\") is not equal to (\"nil\")"]),
    ]
    static let fontNonTriggering: [RuleExample] = [
        // The brand font was found; the label used another size: the code's styling.
        .failure("TamsinUIKitTests.TypographyTests/testCaptionFontSize", messages: ["XCTAssertEqual failed: (\"12.0\") is not equal to (\"13.0\") - caption font size"],
                 code: ["        XCTAssertEqual(CaptionLabel().font.pointSize, 13, \"caption font size\")"]),
        // Swift Testing's words for a size that differs: no nil.
        .failure("TamsinUIKitTests/captionFontSize()", messages: ["Expectation failed: (label.font.pointSize → 12.0) == 13 - caption font size"]),
        // A nil that is no font's, in a test that looked a font up earlier on.
        .failure("TamsinUIKitTests.ProfileHeaderTests/testAvatarURL", messages: ["XCTAssertNotNil failed - avatar URL"],
                 code: ["        let title = UIFont(name: \"Sohne-Buch\", size: 22)", "        header.configure(title: title)", "        header.layout()",
                        "        XCTAssertNotNil(header.avatarURL, \"avatar URL\")"]),
    ]

    /// The failure's own words name the file and the bundle it was to be in.
    static let namedInTheFailure: [RuleExample] = [
            // The test's helper names the fixture and the bundle it looked in (SwiftPM's `.copy` kept the folder).
            .failure("HarrowSyncTests.DeltaDecoderTests/testDecodesChannelPayload",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\" - Missing fixture channel_delta.json in HarrowSync_HarrowSyncTests.bundle"]),
            // A nil where the test's words say the file is to ship in the bundle (its lookup in the app's helper).
            .failure("HobnailTests.RideReceiptTests/testReceiptTemplateIsBundled",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\" - receipt.html must ship in the app bundle"]),
    ]

    var nonTriggeringExamples: [RuleExample] {
        Self.fontNonTriggering + [
            // The same exception, under a test whose own code configures the SDK with options it built: their app ID is the code's.
            .failure("AppTests.AnalyticsBootstrapTests/testConfiguresWithStagingOptions", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'com.firebase.core', reason: 'Configuration fails. It may be caused by an invalid GOOGLE_APP_ID in GoogleService-Info.plist or set in the customized options.'"],
                     code: ["        let options = FirebaseOptions(googleAppID: \"1:123:ios:abc\", gcmSenderID: \"123\")", "        FirebaseApp.configure(options: options)"]),
            // dyld's refusal of a framework the test bundle links: a runpath or an embed step, not a file the bundle lacks.
            .failure("AppTests.SyncTests/testMerges", messages: ["The bundle “AppTests” couldn’t be loaded because it is damaged or missing necessary resources. Library not loaded: @rpath/Nimble.framework/Nimble"]),
            // `simctl install` given no app at all (the build failed before it): nothing malformed in a product.
            .failure("Background sync/shows last synced time after Sync now",
                     messages: ["ChildProcessError: Command failed: /usr/bin/xcrun simctl install booted ios/build/Build/Products/Debug-iphonesimulator/Otterline.app\nAn error was encountered processing the command (domain=NSPOSIXErrorDomain, code=2):\nFailed to install the requested application\nAn application bundle was not found at the provided path."]),
            // A nil for a value the data lacks, the bundle and the file only where it was read from.
            .failure("AppTests.CatalogTests/testLoadsCatalogPrice",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"Decimal\" - price of item 4 read from catalog.json"]),
            // A bundle named, and a value missing from the data, not a file.
            .failure("AppTests.CatalogTests/testLoadsCatalog", messages: ["XCTAssertEqual failed - price missing for item 4 in Catalog.bundle"]),
            // A value the code under test left unset is the code's: no environment variable named.
            .failure("AppTests.ReminderTests/testSnoozeSetsFireDate", messages: ["XCTAssertNotNil failed - fire date not set after snooze"]),
            // A user, a record or a route that is "not found" is the code's, whatever bundle the app is.
            .failure("AppTests.ProfileTests/testLoadsProfile", messages: ["XCTAssertNotNil failed - user 42 not found; bundle version 3.2"]),
            .failure("AppTests.RouteTests/testRouteLookup", messages: ["XCTAssertEqual failed: (\"route not found\") is not equal to (\"ok\") - Bundle id com.example.app"]),
            // A product bundle, a web address on an `.app` domain, a response's field, a remote video: the code's data.
            .failure("AppTests.CartPricingTests/testBundleDiscount", messages: ["XCTAssertEqual failed: (\"Error: bundle SKU-1234 not found in catalog\") is not equal to (\"Applied 10% bundle discount\")"]),
            .failure("AppTests.ImageCacheTests/testServesFromCache", messages: ["XCTAssertEqual failed: (\"file not found in cache for https://media.kiwi.app/covers/1.jpg\") is not equal to (\"hit\")"]),
            .failure("AppTests.SessionAPITests/testDecodesSession", messages: ["XCTAssertNotNil failed - field \"token\" missing from /v1/session response (subsystem com.apple.network)"]),
            // A value not in a list, with a bundle's name far after it: not a lookup in the test bundle.
            .failure("AppTests.TagFilterTests/testExcludesArchived", messages: ["XCTAssertFalse failed - \"archived\" is not in the visible tags (run by AppTests.xctest)"]),
            .failure("AppTests.VideoPlayerTests/testLoadsRemoteVideo", messages: ["XCTAssertNil failed: \"Could not load the video asset: The request timed out.\""]),
            .failure("OtaUpdater/installs the latest update bundle", messages: ["expect(received).toBe(expected) // Object.is equality\nReceived: \"error: bundle v1.4.2 not found on deployment Staging\""]),
            // The same SDK line, and a failure of the code's own: the file is not what failed.
            .failure("RunnerTests/testTotalsRound",
                     messages: ["XCTAssertEqual failed: (\"10.4\") is not equal to (\"10.5\")"],
                     log: ["2026-12-02 09:48:56.052000+0000 Runner[8192:412331] 11.15.0 - [FirebaseCore][I-COR000012] Could not locate configuration file: 'GoogleService-Info.plist'."]),
            // The same nil without the code: nothing says it is a resource.
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"URL\""]),
            // The file was read; the decoding of it failed.
            .failure("AppTests.ChatMessagePreviewTests/matchesWebPreviewCorpus",
                     messages: ["Caught error: dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: \"The given data was not valid JSON.\"))"],
                     code: ["    @Test func matchesWebPreviewCorpus() throws {",
                            "        let corpus = try JSONDecoder().decode([PreviewCase].self, from: Data(contentsOf: url))"]),
            // The loader's nil with nothing saying the file is missing: the parse of it may have failed.
            .failure("AppTests.ServerConfigTests/testLoadsEndpointFromConfigPlist", messages: ["XCTUnwrap failed: expected non-nil value of type \"ServerConfig\""]),
            // A nil from the parser, the resource found a line earlier.
            // A snapshot that differs from its reference: the reference was found.
            .failure("AppTests.ProfileCardSnapshotTests/testProfileCardLight", messages: ["failed - Newly-taken snapshot does not match reference: 98.71% of pixels match, required 100%."]),
            .failure("FernTests.FeedFixtureTests/testParsesAtomFixture", messages: ["XCTUnwrap failed: expected non-nil value of type \"Feed\""],
                     code: ["    func testParsesAtomFixture() throws {",
                            "        let url = Bundle.module.url(forResource: \"atom-feed\", withExtension: \"xml\")!",
                            "        let feed = try XCTUnwrap(FeedParser().parse(Data(contentsOf: url)))"]),
            // SwiftPM left out a file the failure does not name: another resource's.
            .failure("HearthlineKitTests.EntityStateFormatterTests/unitTableLoadsFromBundle",
                     messages: ["Expectation failed: UnitTable.bundled(locale: Locale(identifier: \"de_DE\")) → nil"],
                     runLog: ["warning: 'hearthlinekit': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target /Users/ci/project/Sources/HearthlineKit/NOTES.md"]),
            // A nil that is not the looked-up value: the parser's result on the file that was there.
            .failure("MartenTests.RingtoneCatalogTests/ringtoneDecodes", messages: ["Expectation failed: (tone → nil) != nil"],
                     code: ["            let url = Bundle.main.url(forResource: \"marten_ring\", withExtension: \"caf\")!",
                            "            let tone = Ringtone(contentsOf: url)", "            #expect(tone != nil)"]),
        ]
    }

    /// The test got nil, and SwiftPM warned that it ships none of a file whose name the failure's
    /// words or code name (`units.de_DE.json` for `UnitTable.bundled(locale: "de_DE") → nil`).
    func undeclaredResource(_ context: FailureContext) -> RuleVerdict? {
        // Swift Testing's `#expect(x != nil)` prints the value as `→ nil`.
        guard let issue = context.test.issues.first(where: { issue in SignalVocabulary.nilFailures.contains { issue.message.includes($0) } }),
              let warning = context.text(saying: .resourceUndeclared)
        else { return nil }
        let said = ([issue.message] + context.code.compactMap(\.excerpt)).joined(separator: " ")
        let files = warning.text.split(separator: " ").filter { $0.hasPrefix("/") }.map { $0.split(separator: "/").last ?? "" }
        // A part of the file's name, dots aside, long enough to mean it (`units`, `de_DE`), that the failure
        // names; or its whole name before the extension (and a scale's `@2x`), quoted as a lookup names it
        // (`forResource: "bee"` for `bee@2x.png`), however short.
        guard let file = files.first(where: { file in
            let stem = file.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
            return file.split(separator: ".").dropLast().contains { part in part.count >= 4 && said.includes(String(part)) }
                || !stem.isEmpty && said.includes("\"\(stem)\"")
        }) else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
            reason: "SwiftPM said it does not ship `\(file)` (an unhandled file of the target), and the test got nil looking up what it holds: the target's resources, not the code that reads it.",
            evidence: (warning.evidence.map { [$0] } ?? []) + (issue.evidence.map { [$0] } ?? []),
            nextStep: "Declare the file in the package target's `resources:` (`.process` or `.copy`) so it is built into the resource bundle, and look it up through `Bundle.module`.")
    }

    /// The reference image's path a snapshot library names (`FBReferenceImageFilePathKey=/…/ReferenceImages_64/…@2x.png`).
    static func referenceImagePath(in text: String) -> Substring? {
        guard let key = text.range(of: "FBReferenceImageFilePathKey=") else { return nil }
        let path = text[key.upperBound...].prefix { $0 != "," && $0 != "}" && $0 != "\n" }
        return path.hasPrefix("/") ? path : nil
    }

    /// Not inside a built product (`….app/`, `….xctest/`), where a reference the build did not copy
    /// is missing, nor in Xcode Cloud's workspace (`/Volumes/workspace/`), whose test action runs
    /// without the sources.
    static func isInTheSourceTree(_ path: Substring) -> Bool {
        !path.contains(".app/") && !path.contains(".xctest/") && !path.hasPrefix("/Volumes/workspace/")
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The lookup's own words: SwiftPM's generated accessor, a test helper's nil bundle; a
        // snapshot library's missing reference image.
        let readings: [(SignalID, String, String)] = [
            (.resourceBundleMissing, "A bundle of resources the code looks up is not where it looks (“%@”): a target's resources, not the code that reads them.",
             "Check that the target declares its resources (`resources:` of the package target, Copy Bundle Resources) and that the bundle is copied into the app or test bundle the test runs from; look it up through `Bundle.module` or the test's own bundle, not `Bundle.main`."),
            (.resourceNotInBundle, "A file the code looks up is not in the bundle it runs from (“%@”): the target's resources, not the code that reads it.",
             "Add the file to the target the code runs from (Copy Bundle Resources, or `resources:` of the package target) and look it up in the right bundle (`Bundle(for: Self.self)` or `Bundle.module` in a test, not `Bundle.main`)."),
            (.staleModelInBundle, "Core Data found two compiled models of one entity in the built bundle (“%@”): a stale model beside the current one — the bundle's contents, not the code.",
             "Clean the stale `.mom` out of the build (a DerivedData cache restored under a key that ignores the model, a model converted to a versioned `.xcdatamodeld`), and load the model by its `.momd` URL rather than merging every model in the bundle."),
            (.configurationFileMissing, "An SDK found no valid configuration file of its own in the built app (“%@”), and the test failed on that SDK not being set up (or the app ended on it): a file the build was to copy in, not the code.",
             "Check the build phase or script that copies the SDK's configuration file into the app for this configuration (a flavor's or scheme's file at the path it names), and that the file is a member of the app target."),
            (.productMalformed, "The installer refused the built app because a bundle in it is malformed (“%@”): the build's product, not the simulator or the code.",
             "Open the bundle the message names inside the built app (an embedded framework or extension): its Info.plist, or its CFBundleIdentifier, CFBundleExecutable or CFBundleVersion, is missing — a dependency or Xcode update that changed how it is built or embedded, or a build script that copies it."),
            (.frameworkNotLinked, "A system framework refused because the process does not link a framework it requires (“%@”): the target's linking (its executable, or a new test host's), not the code.",
             "Link the framework the message names into the executable that runs (the app target, or the test host the tests now run in: `OTHER_LDFLAGS`, Link Binary With Libraries), not only into a framework it embeds."),
            (.referenceImageMissing, "The snapshot library found no reference image where this run looks (“%@”): the images, or the folder the run is told to read them from, not the view.",
             "Check that the reference images are committed and reach the machine that runs the tests, and that the action running the tests sets their folder (`FB_REFERENCE_IMAGE_DIR`/`IMAGE_DIFF_DIR` in the test plan or the scheme's Test action — a Run action's variables do not reach tests; no stray space in the name); record them only if the test is new."),
        ]
        let gotNil = context.test.issues.contains { issue in SignalVocabulary.nilFailures.contains { issue.message.includes($0) } }
        for (id, reason, nextStep) in readings {
            guard let said = context.text(saying: id) else { continue }
            // The app's own "not found in bundle" line explains a nil the test got, or the crash it printed
            // while the test ran (Core Data's `… with a nil model`), not any failure near it.
            // (Or its crash report's, tied to the test by its time: UIKit's `Could not find a storyboard named …`.)
            let crashedOnIt = context.crashed && (context.logLines + context.runLines).contains { $0 == said.evidence }
            // An SDK's missing (or invalid) file explains a failure of that SDK not being set up — or the app ending on the
            // SDK's own exception about it (its uncaught `Configuration fails …`) under the test — not any failure near it.
            // (Any of its lines: Firebase logs that it found no file before its exception ends the app. Not where the test's
            // own code configures the SDK with options of its own: their app ID is the code's.)
            if id == .configurationFileMissing, !context.test.issues.contains(where: { Self.saysNotSetUp($0.message) }),
               !context.texts(saying: id).contains(where: { text in
                   text.text.includes("uncaught exception") && (context.crashed || context.runLines.contains { $0 == text.evidence })
               }) || context.codeSays({ $0.includes("firebaseoptions(") || $0.includes("configure(options") }) { continue }
            if id == .resourceNotInBundle, !gotNil, !crashedOnIt, !context.test.issues.contains(where: { $0.evidence == said.evidence }) { continue }
            let signal = SignalCatalog.signal(id)
            // A reference image missing from the source tree the run reads (not from a built bundle, nor
            // Xcode Cloud's test action, which has no sources): never recorded for this device (its name
            // carries the device's scale or model) or never committed — not surely the configuration's.
            let inSources = id == .referenceImageMissing && Self.referenceImagePath(in: said.text).map(Self.isInTheSourceTree) == true
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(signal.speaker, inSources ? .inferred : .direct), stage: nil,
                reason: reason.replacingOccurrences(of: "%@", with: signal.phrase(in: said.text) ?? "")
                    + (inSources ? " It is looked for in the source tree: a reference recorded on another device (another scale or model in its name) would not be found either." : ""),
                evidence: said.evidence.map { [$0] } ?? [], nextStep: nextStep)
        }
        if let named = context.test.issues.first(where: { Self.namesAFileMissingFromABundle($0.message) }) {
            // (A product the build embeds, an extension or a framework, is an embed step's, not a resource's.)
            let embedded = Self.namesAnEmbeddedProduct(named.message)
            return RuleVerdict(
                // The test's words name both the file and the bundle it was looked for in.
                rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: true), stage: nil,
                reason: "The failure says a file is missing from the bundle it names (“\(named.message.prefix(140))”): the bundle was built without it — its target's resources, not the code that reads it.",
                evidence: named.evidence.map { [$0] } ?? [],
                nextStep: embedded
                    ? "Check that the app target embeds the product for the configuration CI builds (Embed App Extensions, Embed Frameworks; a dependency or project reference limited to one configuration) and that the built app holds it."
                    : "Check how the target declares the file (`resources:` of the package target: `.process` flattens a folder, `.copy` keeps it; Copy Bundle Resources) and look it up where the build puts it.")
        }
        if let missingFile = fileNotThere(context) { return missingFile }
        if let font = fontNotFound(context) { return font }
        if let unset = environmentNotSet(context) { return unset }
        if let undeclared = undeclaredResource(context) { return undeclared }
        guard let issue = context.test.issues.first(where: { issue in SignalVocabulary.nilFailures.contains { issue.message.includes($0) } }),
            let failing = context.code.last, let text = failing.excerpt
        else { return nil }
        let lookup = SignalVocabulary.resourceLookups.contains(where: text.includes) ? failing : lookupOfTheNil(context, issue.message)
        guard let lookup else { return nil }
        // A lookup through a type's bundle in code outside the tests (a framework's fixture helper)
        // looks in that framework's bundle: the file may well be in the test bundle — which bundle to
        // search was the code's choice, so the reading is only inferred.
        let typesBundleElsewhere = (lookup.excerpt ?? "").includes("Bundle(for:") && !Self.isTestCode(lookup.path)
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: !typesBundleElsewhere), stage: nil,
            reason: "The failing line looks a file up in a bundle and got nil: the resource is not in the bundle the test runs from.",
            evidence: (issue.evidence.map { [$0] } ?? []) + [lookup] + (lookup == failing ? [] : [failing]),
            nextStep: "Add the file to the test target's resources (Copy Bundle Resources, or `resources:` of the package target) and look it up in the test's bundle (`Bundle(for: Self.self)`, `Bundle.module`), not `Bundle.main`.")
    }

    /// Extensions of the files code reads from a bundle (fixtures, fonts, media, data).
    static let resourceExtensions: Set<String> = ["json", "geojson", "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "ttf", "otf", "gpx", "xml", "csv",
                                                  "plist", "storekit", "strings", "txt", "mp3", "m4a", "caf", "wav", "mov", "mp4", "sqlite", "html", "bin", "dat"]

    /// A message that says a file is missing and names the bundle it was looked for in (`Missing fixture
    /// channel_delta.json in HarrowSync_HarrowSyncTests.bundle`, `fixture oom.json not found in the test
    /// resource bundle`): a data file by its extension, a bundle by its or by the word.
    static func namesAFileMissingFromABundle(_ message: String) -> Bool {
        let lowered = message.lowercased()
        // (Not dyld's `Library not loaded: @rpath/X.framework/X`: a runpath or an embed step, read elsewhere.)
        // (Or a nil the test got where its words say the file is to be in the bundle: `XCTUnwrap failed: expected
        // non-nil value of type "URL" - receipt.html must ship in the app bundle`.)
        guard ["missing", "not found", "could not find", "couldn't find", "couldn’t find"].contains(where: lowered.includes)
                || Self.nilUnwrapped.contains(where: message.includes),
              !message.includes("Library not loaded") else { return false }
        let words = Self.words(of: message)
        let bundle = words.contains { $0.hasSuffix(".bundle") || $0.hasSuffix(".xctest") || $0.lowercased() == "bundle" }
        // (Or a product the build embeds in it: an extension, a framework — `PlugIns/App.NotificationService.appex missing`.)
        let file = words.compactMap(Self.fileExtension).contains { resourceExtensions.contains($0) || embeddedProducts.contains($0) }
        return bundle && file
    }
    static let embeddedProducts: Set<String> = ["appex", "framework"]
    /// A nil the test unwrapped or required (not any `#expect` that failed).
    static let nilUnwrapped = ["XCTUnwrap failed", "XCTAssertNotNil failed", "expected non-nil value", "Unexpectedly found nil"]
    static func namesAnEmbeddedProduct(_ message: String) -> Bool {
        words(of: message).compactMap(fileExtension).contains(where: embeddedProducts.contains)
    }

    /// A message's words as file names stand in it: between blanks, quotes, brackets, commas and a path's slashes.
    private static func words(of message: String) -> [Substring] {
        message.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "(" || $0 == ")" || $0 == "," || $0 == "/" })
    }

    /// `appex` of `App.NotificationService.appex`, lowercased; nil for a word without one.
    private static func fileExtension(_ word: Substring) -> String? {
        guard let dot = word.lastIndex(of: "."), dot > word.startIndex else { return nil }
        return word[word.index(after: dot)...].lowercased()
    }

    /// A path in a test target (`AppTests/…`, `Tests/AppTests/…`, `AppUITests/…`).
    static func isTestCode(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("Test") || $0.hasSuffix("TestSupport") }
    }

    /// A failure that says an SDK was never set up (`[core/not-initialized] Firebase has not been
    /// correctly initialized`, `… has not been configured`): what a missing configuration file causes.
    static func saysNotSetUp(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return ["not-initialized", "not initialized", "not been initialized", "not been correctly initialized", "not configured", "not been configured",
                "no firebase app",
                // The SDK's options, read from its file, came back nil (`XCTUnwrap failed: expected non-nil value of type "FirebaseOptions"`).
                "value of type \"firebaseoptions\""].contains(where: lowered.includes)
    }

    /// The failing line reads a file (a fixture beside the source, `#filePath`, `contentsOf:`) and
    /// the error says there is no such file: the file is not where the run looks for it — on CI the
    /// checkout that `#filePath` names is often not the machine that runs the tests.
    /// The nil is a value the test looked up a line or two earlier (`let url = Bundle.main.url(forResource: …)`,
    /// then `#expect(url != nil)`): the line that assigned it, when the assertion is on that value itself.
    private func lookupOfTheNil(_ context: FailureContext, _ message: String) -> EvidencePointer? {
        guard let failing = context.code.last?.excerpt else { return nil }
        return context.code.dropLast().suffix(3).reversed().first { line in
            let text = line.excerpt ?? ""
            guard SignalVocabulary.resourceLookups.contains(where: text.includes), let name = Self.assigned(text) else { return false }
            let asserted = ["(\(name) → nil)", "XCTAssertNotNil(\(name))", "XCTAssertNotNil(\(name),", "XCTUnwrap(\(name))", "XCTUnwrap(\(name),",
                            "#require(\(name))", "#expect(\(name) != nil"]
            return asserted.contains { message.includes($0) || failing.includes($0) }
        }
    }

    /// `let url = …` / `var url: URL? = …` → `url`.
    static func assigned(_ line: String) -> String? {
        let words = line.trimmingCharacters(in: .whitespaces)
        guard words.hasPrefix("let ") || words.hasPrefix("var ") else { return nil }
        let name = words.dropFirst(4).prefix(while: \.isNamePart)
        return name.isEmpty ? nil : String(name)
    }

    /// The test stopped on a variable of its environment that the run did not set (`FIXTURE_SERVER_URL
    /// not set`, `environment variable … is missing`): the scheme's or test plan's configuration the
    /// action running the tests uses (a test plan does not inherit the Run action's variables).
    private func environmentNotSet(_ context: FailureContext) -> RuleVerdict? {
        // (Or the app said so while the test ran: `USE_FAKE_SCHEDULER not set; using BGTaskScheduler.shared`.)
        let said = context.test.issues + context.logLines.map { TestIssue(message: $0.excerpt ?? "", evidence: $0) }
        guard let (issue, name) = said.lazy.compactMap({ issue in Self.unsetVariable(in: issue.message).map { (issue, $0) } }).first else { return nil }
        // The app's line says the variable was missing and what it did instead; the test then failed on what
        // that fallback met (the real scheduler's refusal), which a reader may take as the failure's cause.
        let fromTheApp = !context.test.issues.contains { $0.evidence == issue.evidence }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: !fromTheApp), stage: nil,
            reason: fromTheApp
                ? "The app said `\(name)`, a variable of the test's environment, was not set while the test ran, and went on without it: the configuration of the action running the tests, not the code."
                : "The test stopped on `\(name)`, a variable of its environment this run did not set: the configuration of the action running the tests, not the code.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Set `\(name)` in the test plan's configuration or the scheme's Test action that CI runs (`-testPlan`, `-scheme`): a Run action's variables and another plan's do not reach these tests.")
    }

    /// `FIXTURE_SERVER_URL not set` (or `is not set`, `was not set`, `is unset`): the variable's name, in
    /// capitals with an underscore as environments spell them; or one named after `environment variable`
    /// in a sentence that says it is missing.
    static func unsetVariable(in message: String) -> String? {
        for marker in [" is not set", " was not set", " not set", " is unset"] {
            var rest = Substring(message)
            while let range = rest.range(of: marker) {
                let name = rest[..<range.lowerBound].split(whereSeparator: { $0 == " " || $0 == "'" || $0 == "\"" || $0 == "`" || $0 == "$" }).last ?? ""
                if name.count >= 4, name.contains("_"), name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) { return String(name) }
                rest = rest[range.upperBound...]
            }
        }
        return nil
    }

    /// Calls that look a custom font up by name, lowercased: UIKit's and AppKit's, R.swift's (`R.font.…`, not `header.font.`).
    static let fontLookups = ["uifont(name:", "nsfont(name:"]
    static func looksUpAFont(_ line: String) -> Bool {
        if fontLookups.contains(where: line.includes) { return true }
        guard let range = line.range(of: "r.font.") else { return false }
        guard range.lowerBound > line.startIndex else { return true }
        let before = line[line.index(before: range.lowerBound)]
        return !(before.isNamePart || before == ".")
    }

    /// What says a value came back nil: XCTest's and Swift Testing's nil checks, a force-unwrap's trap,
    /// a value compared with `"nil"`, the test's own words.
    static let fontNilWords = ["XCTAssertNotNil failed", "XCTUnwrap failed: expected non-nil", "nexpectedly found nil", "→ nil", "(\"nil\")",
                               "not registered", "should not be nil", "must not be nil"]

    /// A custom font came back nil: the failure says so of a font (`UIFont object should not be nil`, a
    /// font compared with `"nil"`), or its nil is on a line that looks one up (`R.font.sohneBuch(size:)`)
    /// or just after one. A font is a file the target copies and `UIAppFonts` lists (or the host app
    /// registers): the bundle's contents, not the code that styles text.
    func fontNotFound(_ context: FailureContext) -> RuleVerdict? {
        var lookedUp = false, namesTheBundle = false
        guard let issue = context.test.issues.first(where: { issue in
            let message = issue.message.lowercased()
            guard Self.fontNilWords.contains(where: { issue.message.includes($0) || message.includes($0) }) else { return false }
            let failing = issue.location?.line ?? context.code.last?.line ?? 0
            let nearby = context.code.filter { ($0.line ?? 0) <= failing && ($0.line ?? 0) >= failing - 2 }.compactMap { $0.excerpt?.lowercased() }
            lookedUp = nearby.contains { line in !FailureContext.isComment(line) && Self.looksUpAFont(line) }
            namesTheBundle = message.includes("bundle")
            return lookedUp || message.includes(" font") || message.includes("font-family") || message.hasPrefix("font")
        }) else { return nil }
        return RuleVerdict(
            // (Corroborated where its nil is beside a font's lookup in its code, or its words name the bundle too.)
            rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: lookedUp || namesTheBundle), stage: nil,
            reason: "A custom font the code looks up came back nil (“\(issue.message.prefix(140))”): the font file is not in the bundle the test runs from, or not registered (`UIAppFonts`), not the code that styles text.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Check that the font file is in the target's Copy Bundle Resources (or the package's `resources:`) and listed under `UIAppFonts` of the built app, and that a test without a host app registers it (`CTFontManagerRegisterFontsForURL`) from its own bundle.")
    }

    private func fileNotThere(_ context: FailureContext) -> RuleVerdict? {
        guard let issue = context.test.issues.first(where: { issue in SignalVocabulary.noSuchFile.contains { issue.message.includes($0) } }),
            let failing = context.code.last, let text = failing.excerpt, SignalVocabulary.fileReads.contains(where: text.includes)
        else { return nil }
        let builtFrom = context.code.suffix(4).first { line in ["#filePath", "#file"].contains { (line.excerpt ?? "").includes($0) } }
        // The path must be a fixture's: built from the source's place, a bundle lookup or a fixture's
        // name — a file the code under test failed to write is the code's, not a missing fixture.
        let fixture = builtFrom ?? context.code.suffix(4).first { line in
            let text = line.excerpt ?? ""
            return SignalVocabulary.resourceLookups.contains(where: text.includes) || text.includes("ixture")
        }
        guard fixture != nil else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, corroborated: true), stage: nil,
            reason: "The failing line reads a file and the error says there is no such file: the file is not where this run looks for it\(builtFrom == nil ? "" : " (its path is built from `#filePath`, the checkout the test was compiled in)").",
            evidence: (issue.evidence.map { [$0] } ?? []) + [failing] + (builtFrom.map { [$0] } ?? []).filter { $0 != failing },
            nextStep: "Ship the file as a resource of the test target (Copy Bundle Resources, or `resources:` of the package target) and read it through the test's bundle (`Bundle.module`, `Bundle(for: Self.self)`), not a path beside the source.")
    }
}
