@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
import EvidenceReaders
@testable import EvidenceTriage
import Testing

/// One case per rule example: the triggering ones must fire with the rule's category, the
/// non-triggering ones must not fire.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: any ClassificationRule
    var example: RuleExample
    var triggers: Bool
    var testDescription: String { "\(rule.identifier) \(triggers ? "fires on" : "stays quiet on") \(example.description.prefix(60))" }

    static var all: [RuleExampleCase] {
        ClassificationRules.builtIn.flatMap { rule in
            rule.triggeringExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: true) }
                + rule.nonTriggeringExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: false) }
        }
    }
}

@Suite struct ClassificationRuleTests {
    @Test(arguments: RuleExampleCase.all)
    func ruleExample(_ testCase: RuleExampleCase) {
        let verdict = testCase.rule.verdict(testCase.example.context)
        if testCase.triggers {
            #expect(verdict?.rule == testCase.rule.identifier)
            #expect(verdict?.category == testCase.rule.category)
            // No built-in rule states a number: its confidence is its evidence's weight.
            #expect(verdict?.weight != nil)
            #expect(verdict.map { $0.percent == $0.weight?.percent } == true)
            #expect(verdict?.nextStep.isEmpty == false)
        } else {
            #expect(verdict == nil)
        }
    }

    /// An example's console lines go through the log reader's filter, the path production takes: a
    /// line the reader drops reaches no rule, so no example may lean on one.
    @Test(arguments: RuleExampleCase.all)
    func everyExampleLineIsOneTheReaderKeeps(_ testCase: RuleExampleCase) {
        #expect(testCase.example.droppedLines.isEmpty, "the log reader drops \(testCase.example.droppedLines)")
    }

    /// The one function of `EvidenceWeight`, point by point as docs/triage.md gives it.
    @Test func confidenceIsOneFunctionOfWhoSaysItHowItReachesTheTestAndWhetherAnotherAgrees() {
        #expect(EvidenceWeight(.record).percent == 90)
        #expect(EvidenceWeight(.system).percent == 85)
        #expect(EvidenceWeight(.app).percent == 80)
        #expect(EvidenceWeight(.test).percent == 75)
        #expect(EvidenceWeight(.record, .inferred, corroborated: true).percent == 85)
        #expect(EvidenceWeight(.test, .inferred).percent == 65)
        #expect(EvidenceWeight(.record, corroborated: true).percent == 95)
        // A stronger speaker never weighs less, whatever the rest.
        for reach in [EvidenceWeight.Reach.direct, .inferred] {
            for corroborated in [false, true] {
                let percents = [SignalSpeaker.test, .app, .system, .record].map { EvidenceWeight($0, reach, corroborated: corroborated).percent }
                #expect(percents == percents.sorted())
            }
        }
    }

    /// Flutter's `MissingPluginException` in a task's own engine is a plugin's setup step (no registrant)
    /// where the channel is a plugin's; where the channel is named after the app (`saltgrass/device_vault`
    /// in `app.saltgrass.field`), the app's own code attaches it, and the setup reading is only inferred.
    @Test func anAppsOwnChannelMissingInATasksEngineIsOnlyInferred() {
        func percent(_ channel: String) -> Int? {
            let example = RuleExample.failure("RunnerTests.BackgroundEngineTests/testUploadBacklogDrainsQueue",
                                              messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"0\") - queued readings should be uploaded by the background task"],
                                              log: ["2026-11-27 08:05:14.212435+0000 Runner[5124:93478] flutter: [bg] upload failed: MissingPluginException(No implementation found for method readToken on channel \(channel))"],
                                              plist: AppInfoPlist(path: "config/Runner/Info.plist", dictionary: ["CFBundleIdentifier": "app.saltgrass.field", "CFBundleName": "saltgrass"]))
            return MessageRule.registrationRefused.evaluate(example.context)?.percent
        }
        #expect(MessageRule.channel(in: "MissingPluginException(No implementation found for method readToken on channel saltgrass/device_vault)") == "saltgrass/device_vault")
        #expect(MessageRule.channel(in: "PlatformException(channel-error, Unable to establish connection on channel: \"dev.flutter.pigeon.x.getAll\".)") == "dev.flutter.pigeon.x.getAll")
        // (The organisation's in-house plugin, `field/…` in `app.saltgrass.field`, is a plugin's: not the app's name.)
        #expect(percent("field/secure_storage") == EvidenceWeight(SignalCatalog.signal(.pluginNotConnected).speaker).percent)
        let pluginChannel = percent("plugins.flutter.io/path_provider")
        #expect(pluginChannel == EvidenceWeight(SignalCatalog.signal(.pluginNotConnected).speaker).percent)
        #expect(percent("saltgrass/device_vault") == EvidenceWeight(SignalCatalog.signal(.pluginNotConnected).speaker, .inferred).percent)
    }

    /// A nil from a lookup through a type's bundle in a framework's helper (`Bundle(for: type(of: self))`
    /// in `SaltmarshKit/FixtureLoader.swift`) is read below the confident line: the file may be in the
    /// test bundle the helper did not search. The same lookup in the test's own code keeps its weight.
    @Test func aLookupThroughAFrameworksOwnBundleIsOnlyInferred() {
        func percent(_ path: String) -> Int? {
            let example = RuleExample.failure("SaltmarshTests.HydrationFixtureTests/testDecodesDailyLogFixture",
                                              messages: ["Fatal error: Unexpectedly found nil while unwrapping an Optional value"])
            let line = EvidencePointer(path: path, line: 12, excerpt: "        let url = Bundle(for: type(of: self)).url(forResource: name, withExtension: \"json\")!")
            return BundledResourceMissingRule().evaluate(FailureContext(test: example.context.test, code: [line]))?.percent
        }
        #expect(percent("sources/SaltmarshKit/FixtureLoader.swift") == EvidenceWeight(.test).percent)
        #expect(percent("sources/SaltmarshTests/Support/FixtureLoader.swift") == EvidenceWeight(.test, corroborated: true).percent)
    }

    /// A crash on a library's precondition that it be set up first (`… must be configured before …`) is
    /// the code's order or the file the set-up needs: the app's process said it, but it is only inferred
    /// to be the code's. Another uncaught exception the app's process ended on keeps the app's weight.
    @Test func aLibrarysSetUpPreconditionIsOnlyInferredToBeTheCodes() {
        func percent(_ reason: String) -> Int? {
            let example = RuleExample.failure("KelplineTests.RemoteForecastConfigTests/testSwellModelComesFromRemoteConfigDefaults",
                                              messages: ["Test crashed with signal abrt."],
                                              log: ["2021-04-06 10:18:51.641027+0000 Kelpline[7291:64033] *** Terminating app due to uncaught exception " + reason])
            return ErrorThrownByJobRule().evaluate(example.context)?.percent
        }
        #expect(percent("'com.firebase.remoteconfig', reason: 'The default FirebaseApp instance must be configured before the default RemoteConfig instance can be initialized.'")
                == EvidenceWeight(.test, .inferred).percent)
        #expect(percent("'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 2]'") == EvidenceWeight(.app).percent)
    }

    /// An app extension's process ending on an exception at its start (the system loads it as its Info.plist and
    /// build say: its principal class, its entry point) is only inferred to be its code's; the app's own keeps the app's weight.
    @Test func anExtensionsExceptionIsOnlyInferredToBeTheCodes() {
        func percent(process: String) -> Int? {
            let example = RuleExample.failure("MarqueeUITests.TopShelfUITests/testTopShelfShowsContinueWatching",
                                              messages: ["XCTAssertTrue failed - top shelf never showed the Continue Watching section"],
                                              log: ["2026-12-05 09:44:11.519804+0000 \(process)[80213:1200] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[ContentProvider topShelfStyle]: unrecognized selector sent to instance 0x600002c1c000'"],
                                              plists: [AppInfoPlist(path: "Build/Products/Debug-appletvsimulator/Marquee.app/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.marquee", "CFBundleExecutable": "Marquee"]),
                                                       AppInfoPlist(path: "Build/Products/Debug-appletvsimulator/Marquee.app/PlugIns/TopShelf.appex/Info.plist",
                                                                    dictionary: ["CFBundleIdentifier": "com.example.marquee.topshelf", "CFBundleExecutable": "TopShelf", "CFBundlePackageType": "XPC!"])])
            return ErrorThrownByJobRule().evaluate(example.context)?.percent
        }
        #expect(percent(process: "TopShelf") == EvidenceWeight(.test, .inferred).percent)
        #expect(percent(process: "Marquee") == EvidenceWeight(.app).percent)
    }

    /// Code=1 from a device (the app built for `iphoneos`) is Background App Refresh off or Low Power
    /// Mode as much as a test expecting the OS: only inferred. The Simulator's keeps the system's weight.
    @Test func unavailableOnADeviceIsOnlyInferred() {
        func percent(platform: String) -> Int? {
            let example = RuleExample.failure("App.RefreshDeviceTests/testSubmitAccepted",
                                              messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""],
                                              plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app", "DTPlatformName": platform]))
            return MessageRule.schedulerUnavailable.evaluate(example.context)?.percent
        }
        #expect(percent(platform: "iphoneos") == EvidenceWeight(.system, .inferred).percent)
        #expect(percent(platform: "iphonesimulator") == EvidenceWeight(.system).percent)
    }

    @Test func everyRuleHasExamplesBothWaysAndAUniqueIdentifier() {
        let identifiers = ClassificationRules.builtIn.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        for rule in ClassificationRules.builtIn {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.identifier)")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.identifier)")
            // An `unclassified` rule says why nothing applies and who should look: never a bare label.
            if rule.category == .unclassified, let example = rule.triggeringExamples.first {
                #expect(rule.verdict(example.context)?.owner != nil, "\(rule.identifier)")
            }
        }
    }
}

@Suite struct ClassifierTests {
    let classifier = Classifier()

    @Test func configurationEvidenceWinsWhateverTheAssertionSays() {
        let example = RuleExample.failure(
            "App.SyncRefreshTests/testRefreshUpdatesFeed",
            messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"7\") - feed items after refresh"],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")])
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.rule == "registration_record_failed")
        #expect(result.verdicts.contains { $0.category == .businessLogicError })
    }

    /// A job's unit test tied to a misconfigured task by its name alone, failing on the job's own
    /// property (idempotency): the job does not go through the OS there, so the job is wrong.
    @Test func aJobPropertyFailureIsNotBlamedOnATaskTiedByNameOnly() {
        let example = RuleExample.failure(
            "App.SyncRefreshJobTests/testRefreshIsIdempotent",
            messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"7\") - running the job twice must not duplicate items"],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")])
        #expect(classifier.classify(example.context).category == .businessLogicError)
    }

    @Test func aPlainAssertionIsABusinessLogicError() {
        let example = RuleExample.failure("App.SyncRefreshJobTests/testCursorCommitted", messages: ["XCTAssertEqual failed: (\"41\") is not equal to (\"42\") - cursor not committed with items"],
                                          records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .businessLogicError)
        // The test's own words about the job's data: 75 %, direct.
        #expect(result.verdict?.weight == EvidenceWeight(.test))
        #expect(result.confidence == 0.75)
    }

    @Test func aTimeoutOnTheJobsOwnWorkIsNotGuessed() {
        let example = RuleExample.failure("App.SyncJobTests/testSyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"sync finished\"."])
        #expect(classifier.classify(example.context).category == .unclassified)
    }

    @Test func nothingRecognisableIsUnclassified() {
        let example = RuleExample.failure("App.Tests/testSomething", messages: ["Test crashed with signal kill."])
        let result = classifier.classify(example.context)
        #expect(result.category == .unclassified)
        #expect(result.verdict == nil)
    }

    @Test func twoCategoriesNearlyEquallySupportedAreUnclassified() {
        // A job error (the test's words, 75 %) and a too-many-requests error (the system's, 85 %) in
        // one failure: within the margin, so no confident label.
        let example = RuleExample.failure("App.SyncJobTests/testResubmit", messages: ["Caught error: DecodingError", "then BGTaskSchedulerErrorDomain Code=2 on resubmit"])
        let result = classifier.classify(example.context)
        #expect(result.category == .unclassified)
        #expect(result.verdicts.count >= 2)
    }

    @Test func theSchedulingTestOfTheSampleRunIsASchedulingMismatch() {
        let example = RuleExample.failure(
            "BackgroundSyncAppTests.BackgroundRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutes",
            messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\"."],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
            plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .schedulingExpectationMismatch)
        #expect(result.verdict?.stage == .systemCallback)
    }

    @Test func aMisspelledIdentifierInCodeIsTiedToItsTestThroughTheRecords() {
        // The code registers `refesh`; the plist permits `refresh`; the assertion says nothing of either.
        let example = RuleExample.failure("App.RefreshTests/testRefreshRegisters", messages: ["XCTAssertTrue failed - registered is false"],
                                          records: [.record("com.example.app.refesh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.rule == "identifier_not_permitted")
        #expect(result.verdict?.reason.contains("`com.example.app.refesh`") == true)
    }

    @Test func aMisspelledIdentifierIsNamedWithItsLikelyFix() {
        let example = RuleExample.failure("App.RefreshTests/testRefreshSubmits", messages: ["submitting com.example.app.refesh failed"],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.reason.contains("`com.example.app.refresh` — a misspelling?") == true)
    }

    /// A test named for a launch, whose log shows the system starting the task: the OS did its part,
    /// so the timeout is the handler's (held-out: ExposureNotification.Sample#44, NetNewsWire#746).
    @Test func aLaunchWhileTheTestWaitedRulesOutSchedulingWhateverTheTestsName() {
        let timeout = "Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"UpdateKeysFromServer called\"."
        let launched = RuleExample.failure("ENAppTests.BackgroundKeyUpdateTests/testUpdateKeysFromServerRunsOnSimulatedLaunch", messages: [timeout],
                                           log: ["Starting simulated task: <BGProcessingTask: com.example.enapp.exposure-notification>"])
        let result = classifier.classify(launched.context)
        #expect(result.category == .businessLogicError)
        #expect(result.verdict?.rule == "launched_never_completed")
        #expect(result.verdict?.reason.contains("`com.example.enapp.exposure-notification`") == true)
        #expect(!result.verdicts.contains { $0.category == .schedulingExpectationMismatch })
        // The same test without the launch line is still read as waiting for the OS.
        let waiting = RuleExample.failure("ENAppTests.BackgroundKeyUpdateTests/testUpdateKeysFromServerRunsOnSimulatedLaunch", messages: [timeout])
        #expect(classifier.classify(waiting.context).category == .schedulingExpectationMismatch)
    }

    /// A test with a fake clock stopped at its time limit has no failing line: the job may hang on the fake, or the
    /// test on its own use of it (round 92's `pz05`) — still the job's, but inferred (0.65), not corroborated (0.80).
    @Test func aFakeClockTestStoppedAtItsTimeLimitIsTheJobsOnlyByInference() {
        let code = ["    func testUnansweredCallTimesOut() async throws {", "        let clock = TestClock()",
                    "        let service = CallService(clock: clock, ringTimeout: .seconds(30))", "        await clock.advance(by: .seconds(30))"]
        let hung = RuleExample.failure("PinecrestTests.CallServiceTests/testUnansweredCallTimesOut",
                                       messages: ["Test exceeded execution time allowance of 1 minute. The test may have hung; check Xcode's test report for additional diagnostics."], code: code)
        let result = classifier.classify(hung.context)
        #expect(result.verdict?.rule == "failure_with_fake_scheduler")
        #expect(result.verdict?.percent == 65)
        let asserted = RuleExample.failure("PinecrestTests.CallServiceTests/testUnansweredCallTimesOut",
                                           messages: ["XCTAssertEqual failed: (\"ringing\") is not equal to (\"idle\")"], code: code + ["        XCTAssertEqual(await service.state, .idle)"])
        #expect(classifier.classify(asserted.context).verdict.map { "\($0.rule) \($0.percent)" } == "failure_with_fake_scheduler 80")
    }

    /// A successful record of `com.example.app.refresh` on 2026-11-20 at `time` (UTC).
    static func refresh(_ phase: RegistrationRecord.Phase, at time: String) -> RegistrationRecord {
        var record = RegistrationRecord.record("com.example.app.refresh", .appRefresh, phase, .succeeded)
        record.timestamp = "2026-11-20T\(time)Z"
        return record
    }

    /// A launch the OS made long after the test's wait (its own schedule) is still a wait too short.
    @Test func aLaunchAfterTheWaitIsStillSchedulingNotAHangingHandler() {
        let example = RuleExample.failure("App.FeedTests/testFeedUpdatedInBackground",
                                          messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
                                          records: [Self.refresh(.submission, at: "09:00:00"), Self.refresh(.launch, at: "10:00:00")])
        let result = classifier.classify(example.context)
        #expect(result.category == .schedulingExpectationMismatch)
        #expect(result.verdict?.rule == "submitted_never_launched")
        #expect(!result.verdicts.contains { $0.rule == "launched_never_completed" })
    }

    /// Records carry no test: another test's direct call of the handler (launch, then completion,
    /// before this test submitted) says nothing of this test's wait for the OS.
    @Test func anotherTestsLaunchRecordDoesNotExcuseAWaitForTheOS() {
        let example = RuleExample.failure("App.RefreshSchedulingTests/testRefreshRunsWithinFifteenMinutes",
                                          messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\"."],
                                          records: [Self.refresh(.launch, at: "09:00:00"), Self.refresh(.completion, at: "09:00:01"), Self.refresh(.submission, at: "09:05:00")])
        let result = classifier.classify(example.context)
        #expect(result.category == .schedulingExpectationMismatch)
        #expect(!result.verdicts.contains { $0.rule == "launched_never_completed" })
        #expect(result.verdicts.contains { $0.rule == "waiting_for_system_launch" })
    }

    /// `No task request` for the task the test launched is read for that task, not answered by
    /// another task's successful submission (held-out: react-native-background-fetch#563).
    @Test func noTaskRequestIsReadForTheLaunchedTaskNotAnotherSubmittedOne() {
        let example = RuleExample.failure(
            "DeviceTrackerTests.BackgroundFetchTests/testUpdateDeviceTaskRunsOnSimulatedLaunch",
            messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"updateDevice task ran\"."],
            log: ["Simulating launch for task with identifier com.example.app.updateDevice",
                  "No task request with identifier com.example.app.updateDevice has been scheduled"],
            records: [.record("com.example.app.fetch", .appRefresh, .registration, .succeeded), .record("com.example.app.fetch", .appRefresh, .submission, .succeeded),
                      .record("com.example.app.updateDevice", .processing, .registration, .succeeded)],
            plist: .built(permitted: ["com.example.app.fetch", "com.example.app.updateDevice"], modes: ["fetch", "processing"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .schedulingExpectationMismatch)
        #expect(result.verdict?.rule == "no_task_request_scheduled")
        #expect(result.verdict?.reason.contains("`com.example.app.updateDevice`") == true)
        #expect(result.verdict?.nextStep.hasPrefix("Submit the request") == true)
    }

    /// A plist whose permitted identifiers are not an array: the evidence and the next step say so,
    /// instead of an empty value and "add the identifier" (held-out: multiplatform-work-manager#8).
    @Test func aPermittedIdentifiersKeyOfTheWrongTypeIsNamedAsSuch() {
        let plist = AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/App.app/Info.plist",
                                 dictionary: [AppInfoPlist.permittedIdentifiersKey: ["alerts": "com.example.app.alerts"], AppInfoPlist.backgroundModesKey: ["fetch"]])
        let example = RuleExample.failure("App.AlertsTests/testAlertsRegisters", messages: ["XCTAssertTrue failed - registered is false"],
                                          records: [.record("com.example.app.alerts", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")], plist: plist)
        let verdict = IdentifierNotPermittedRule().evaluate(example.context)
        #expect(verdict?.evidence.first?.excerpt == "BGTaskSchedulerPermittedIdentifiers: not an array")
        #expect(verdict?.nextStep.contains("an array of strings holding `com.example.app.alerts`") == true)
        #expect(classifier.classify(example.context).category == .configurationRegression)
    }

    /// Of a device log's refusals (every test's app died in it), the evidence is the one of the
    /// permission the test is about: the photo library's for a test that picks a photo, though the
    /// location refusal comes first.
    @Test func aRefusalOfTheTestsOwnPermissionIsItsEvidence() throws {
        let example = try #require(UsageDescriptionMissingRule().triggeringExamples.first { $0.context.test.id.name == "AvatarPicker picks photo from library" })
        let verdict = try #require(UsageDescriptionMissingRule().evaluate(example.context))
        #expect(verdict.evidence.first?.excerpt?.contains("NSPhotoLibraryUsageDescription") == true, "\(verdict.evidence)")
    }

    /// Evidence never shows a plist key as an empty value after a colon.
    @Test func aPlistExcerptSaysWhenTheKeyIsAbsentOrEmpty() {
        let absent = AppInfoPlist(path: "Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"])
        #expect(absent.excerpt(AppInfoPlist.permittedIdentifiersKey) == "BGTaskSchedulerPermittedIdentifiers: (absent)")
        let empty = AppInfoPlist.built(permitted: [], modes: [])
        #expect(empty.excerpt(AppInfoPlist.backgroundModesKey) == "UIBackgroundModes: (empty)")
        let some = AppInfoPlist.built(permitted: ["a.b.c", "a.b.d"], modes: ["fetch"])
        #expect(some.excerpt(AppInfoPlist.permittedIdentifiersKey) == "BGTaskSchedulerPermittedIdentifiers: a.b.c, a.b.d")
        let mixed = AppInfoPlist(path: "Info.plist", dictionary: [AppInfoPlist.backgroundModesKey: ["fetch", 3] as [Any]])
        #expect(mixed.excerpt(AppInfoPlist.backgroundModesKey) == "UIBackgroundModes: fetch (holds entries that are not strings)")
    }

    /// A message rule names the task its evidence names, so the cause is the task, not a word of
    /// the next step (held-out round 2: flutter_background_fetch#269 read `TaskManager.defineTask`).
    @Test func aMessageRuleNamesTheTaskItsEvidenceNames() {
        let example = RuleExample.failure(
            "RunnerUITests.LaunchTests/testLaunchShowsHome", messages: ["Failed to get matching snapshot: Application com.example.tracker is not running"],
            log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Launch handler for task with identifier dev.flutter.background.refresh has already been registered'"])
        let result = classifier.classify(example.context)
        #expect(result.verdict?.rule == "registration_refused")
        #expect(result.verdict?.reason == "The evidence says “has already been registered” for `dev.flutter.background.refresh`.")
        #expect(result.verdict?.task == "dev.flutter.background.refresh")
    }

    /// A job word is a word of the name, never read across two (`te|stale|rts` of `testAlerts…`).
    @Test func jobWordsAreReadInTheTestsNameWordByWord() {
        func jobSpecific(_ name: String) -> Bool { Expectation.aboutJobData([], name: name) }
        #expect(!jobSpecific("testAlertsRegister"))
        #expect(!jobSpecific("test_alerts_register"))
        #expect(jobSpecific("testRefreshIsIdempotent"))
        #expect(jobSpecific("testStaleCacheIsDropped"))
        #expect(jobSpecific("testHandlerCalledOnce"))
    }

    /// A sleep in the test's code, read with its length in each spelling Swift tests use (issue 24, part 3).
    @Test func aSleepInTheTestsCodeIsReadWithItsLength() {
        #expect(Expectation.sleepSeconds(in: "        sleep(60)") == 60)
        #expect(Expectation.sleepSeconds(in: "        Thread.sleep(forTimeInterval: 2.5)") == 2.5)
        #expect(Expectation.sleepSeconds(in: "        usleep(500_000)") == 0.5)
        #expect(Expectation.sleepSeconds(in: "        RunLoop.current.run(until: Date(timeIntervalSinceNow: 8))") == 8)
        #expect(Expectation.sleepSeconds(in: "        try await Task.sleep(nanoseconds: 5_000_000_000)") == 5)
        #expect(Expectation.sleepSeconds(in: "        try await Task.sleep(for: .seconds(20))") == 20)
        #expect(Expectation.sleepSeconds(in: "        try await Task.sleep(for: interval)") == 0)
        #expect(Expectation.sleepSeconds(in: "        XCTAssertTrue(store.refreshRan)") == nil)
        #expect(Expectation.sleepSeconds(in: "        scheduler.deepSleep(3)") == nil)
        // A length written as a product of literals is multiplied out, not read as its first number.
        #expect(Expectation.sleepSeconds(in: "        sleep(20 * 60)") == 1200)
        #expect(abs((Expectation.sleepSeconds(in: "        try await Task.sleep(nanoseconds: 2 * 60 * 1_000_000_000)") ?? 0) - 120) < 1e-6)
    }

    /// A sleep in the languages cross-platform apps test in: C#'s and Java's in milliseconds unless a
    /// `TimeSpan` says otherwise, Dart's `Duration`, and JavaScript's and Kotlin's milliseconds — by the
    /// file's language, since Swift's `sleep(5)` is seconds.
    @Test func aSleepInAnotherLanguageIsReadInItsUnit() {
        #expect(Expectation.sleepSeconds(in: "        await Task.Delay(TimeSpan.FromMinutes(3));", path: "sources/tests/SyncJobTests.cs") == 180)
        #expect(Expectation.sleepSeconds(in: "        await Task.Delay(5000);", path: "sources/tests/SyncJobTests.cs") == 5)
        #expect(Expectation.sleepSeconds(in: "        Thread.Sleep(2000);", path: "sources/tests/SyncJobTests.cs") == 2)
        #expect(Expectation.sleepSeconds(in: "    Thread.sleep(5000);", path: "sources/SyncTest.java") == 5)
        #expect(Expectation.sleepSeconds(in: "    await Future.delayed(const Duration(seconds: 5));", path: "sources/test/a_test.dart") == 5)
        #expect(Expectation.sleepSeconds(in: "    await new Promise((r) => setTimeout(r, 30000));", path: "sources/e2e/resume.e2e.js") == 30)
        #expect(Expectation.sleepSeconds(in: "    await sleep(30000);", path: "sources/e2e/resume.e2e.ts") == 30)
        #expect(Expectation.sleepSeconds(in: "        delay(5000)", path: "sources/SyncTest.kt") == 5)
        #expect(Expectation.sleepSeconds(in: "        time.sleep(45)  # give iOS time", path: "sources/e2e/tests/test_push.py") == 45)
        // The same words in Swift keep Swift's unit, or are no sleep at all.
        #expect(Expectation.sleepSeconds(in: "        sleep(30)", path: "sources/Tests/SyncTests.swift") == 30)
        #expect(Expectation.sleepSeconds(in: "        scheduler.delay(5000)", path: "sources/Tests/SyncTests.swift") == nil)
        #expect(Expectation.sleepSeconds(in: "        Thread.sleep(until: deadline)", path: "sources/Tests/SyncTests.swift") == nil)
        #expect(Expectation.durationSeconds(in: "app.SendAppToBackground(TimeSpan.FromSeconds(180));") == 180)
    }

    /// An expectation wait's timeout, read from the code (a UI element's wait is no expectation).
    @Test func anExpectationWaitsTimeoutIsReadFromTheCode() {
        #expect(Expectation.timeoutSeconds(in: "        let result = XCTWaiter().wait(for: [ran], timeout: 300)") == 300)
        #expect(Expectation.timeoutSeconds(in: "        wait(for: [launched], timeout: 20 * 60)") == 1200)
        #expect(Expectation.timeoutSeconds(in: "        await fulfillment(of: [done], timeout: 10)") == 10)
        #expect(Expectation.timeoutSeconds(in: "        XCTAssertTrue(app.buttons[\"Go\"].waitForExistence(timeout: 5))") == nil)
        #expect(Expectation.timeoutSeconds(in: "        wait(for: [e], timeout: limit)") == nil)
    }
}

/// A failure no rule decided shows the lines about background tasks its test printed, beside the
/// failure line, so the on-call engineer starts from more than the message (held-out report R3).
@Suite struct UndecidedFailureEvidenceTests {
    @Test func anUndecidedFailureShowsItsTestsConsoleLinesOnceEach() {
        let id = TestIdentifier(module: "App", suite: "RefreshTests", name: "testExpirationEndsTheTask")
        let failureLine = EvidencePointer(path: "logs/test.log", line: 24, excerpt: "the failure message")
        let failure = TestResult(id: id, status: .failed, duration: 5.1, issues: [
            TestIssue(message: "Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"setTaskCompleted after expiration\".", evidence: failureLine),
        ])
        let passed = TestResult(id: TestIdentifier(module: "App", suite: "RefreshTests", name: "testRefreshParses"), status: .passed, duration: 0.1)
        let lines = [
            EvidencePointer(path: "logs/test.log", line: 22, excerpt: "[Refresh] expiration handler fired; cancelling refresh"),
            // The failure line itself, kept as a task line too: not shown twice.
            EvidencePointer(path: "logs/test.log", line: 24, excerpt: "…setTaskCompleted after expiration…"),
        ]
        let input = TriageInput(reports: [TestRunReport(source: "logs/test.log", tests: [failure, passed])], logLines: [id: lines])
        let result = Triage.run(input)
        #expect(result.failures.count == 1)
        let triaged = result.failures[0]
        #expect(triaged.classification.verdict == nil)
        #expect(triaged.evidence(includingResultLines: false).map(\.line) == [24, 22])
        // A decided failure keeps its rule's evidence only.
        let decided = Triage.run(TriageInput(reports: [TestRunReport(source: "logs/test.log", tests: [
            TestResult(id: id, status: .failed, duration: 0.1, issues: [TestIssue(message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")", evidence: failureLine)]),
        ])], logLines: [id: lines]))
        #expect(decided.failures[0].classification.verdict != nil)
        #expect(decided.failures[0].consoleLines.isEmpty)
    }
}
