import EvidenceCore
import EvidenceReaders

/// The app's own registration records say registering or submitting the exercised task failed.
struct RegistrationRecordFailedRule: ClassificationRule {
    let identifier = "registration_record_failed"
    let category = TriageCategory.configurationRegression
    let summary = "A registration record shows that registering or submitting the task the test exercises failed (e.g. notPermitted)."

    var triggeringExamples: [RuleExample] {
        [
            // The plist permits the task, but a health-research request needs an entitlement the build was not signed with.
            .failure("RunnerTests.HealthResearchTaskTests/testSubmitsResearchUploadTask",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""],
                     records: [.record("dev.example.study.upload", .processing, .registration, .succeeded),
                               .record("dev.example.study.upload", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3",
                                       test: "HealthResearchTaskTests/testSubmitsResearchUploadTask")],
                     plist: .built(permitted: ["dev.example.study.upload"], modes: ["processing"]),
                     code: ["    let request = BGHealthResearchTaskRequest(identifier: \"dev.example.study.upload\")",
                            "    XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))"]),
            // So does a continued-processing request for the GPU (the framework's description of it: `resources: GPU`).
            .failure("BrindleUITests.ExportUITests/testExportContinuesAfterBackgrounding", messages: ["XCTAssertTrue failed - export did not finish"],
                     log: ["<Notice>: submitTaskRequest:completionHandler: <BGContinuedProcessingTaskRequest: com.brindle.reader.export.lv01, (title: Exporting, resources: GPU, submissionStrategy: Fail)>"],
                     records: [.record("com.brindle.reader.export.*", .processing, .registration, .succeeded),
                               .record("com.brindle.reader.export.lv01", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3",
                                       test: "ExportUITests/testExportContinuesAfterBackgrounding")],
                     plist: .built(permitted: ["com.brindle.reader.export.*"], modes: ["processing"])),
            .failure("App.CleanupTests/testCleanupCanBeSubmitted", messages: ["XCTAssertNoThrow failed"],
                     records: [.record("com.example.app.cleanup", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")]),
            .failure("App.SyncTests/testSyncIsScheduled", messages: ["scheduling com.example.app.sync failed"],
                     records: [.record("com.example.app.sync", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")]),
            // The test's own submission, under a name its words never say, refused as not permitted.
            .failure("AppUITests.SyncScheduleUITests/testSimulatedLaunchRunsSync",
                     messages: ["XCTAssertEqual failed: (\"No task request with identifier com.example.app.sync has been scheduled\") is not equal to (\"synced\")"],
                     records: [.record("com.example.app.sync", .processing, .registration, .succeeded),
                               .record("app_sync", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3", test: "SyncScheduleUITests/testSimulatedLaunchRunsSync")]),
            // The test's words name the error its fallback threw, with the scheduler's refusal of the submission stamped with this test.
            .failure("BrindleUITests.AudiobookExportUITests/testExportContinuesAfterBackgrounding",
                     messages: ["XCTAssertNoThrow failed: threw error \"ExportError.paused(BGTaskSchedulerErrorDomain 3)\" - export did not finish in the background"],
                     records: [.record("com.brindle.reader.audiobook-export", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3",
                                       test: "AudiobookExportUITests/testExportContinuesAfterBackgrounding")]),
            // A registration refused in the launch under this test, and the test's words are of that refusal.
            .failure("AppUITests.DiagnosticsUITests/testWorkerShowsRegistered",
                     messages: ["XCTAssertEqual failed: (\"registered: false (notPermitted)\") is not equal to (\"registered: true\")"],
                     records: [.record("com.example.worker.processing", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted",
                                       test: "DiagnosticsUITests/testWorkerShowsRegistered")]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A mock scheduler caught a request the code should not have made (round 92's `px05`): the app's record of
            // the real scheduler refusing that task, stamped with no test, is not this test's.
            .failure("TallyTests.DeferredMigrationTests/testNoCleanupRequestWhenNothingWasDeferred",
                     messages: ["XCTAssertNil failed: \"<BGProcessingTaskRequest: com.example.tally.finish-migration, earliestBeginDate: (null), requiresExternalPower=1, requiresNetworkConnectivity=0>\" - unexpected request"],
                     records: [.record("com.example.tally.finish-migration", .processing, .submission, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     code: ["    func testNoCleanupRequestWhenNothingWasDeferred() throws {", "        let scheduler = MockTaskScheduler()",
                            "        _ = PersistenceController(storeURL: url, scheduler: scheduler)", "        XCTAssertNil(scheduler.submitted.first)"]),
            // The submission refused as not permitted, while the built app permits the task and declares
            // `fetch`, and registering it succeeded: the record's refusal has no cause in the configuration.
            .failure("GullTests.ForecastRefreshTests/testRefreshRequestIsAccepted", messages: ["XCTAssertNoThrow failed: threw error"],
                     records: [.record("com.gull.app.forecast-refresh", .appRefresh, .registration, .succeeded),
                               .record("com.gull.app.forecast-refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")],
                     plist: .built(permitted: ["com.gull.app.forecast-refresh"], modes: ["fetch"])),
            .failure("App.CleanupTests/testCleanupCanBeSubmitted", messages: ["XCTAssertNoThrow failed"],
                     records: [.record("com.example.app.cleanup", .processing, .registration, .succeeded)]),
            // A failed record of another task says nothing about this test.
            .failure("App.ParserTests/testParsesFeed", messages: ["XCTAssertEqual failed"],
                     records: [.record("com.example.app.cleanup", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")]),
            // Refused under this test too, but the test's words are of a screen, not of registering.
            .failure("AppUITests.SettingsUITests/testThemeToggle", messages: ["XCTAssertEqual failed: (\"light\") is not equal to (\"dark\")"],
                     records: [.record("com.example.worker.processing", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted",
                                       test: "SettingsUITests/testThemeToggle")]),
            // A refused registration that a later launch's registration undid (a duplicate `register`).
            .failure("App.SyncTests/testDigestIsAccepted", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=2 \"(null)\"\""],
                     records: [.record("com.example.app.sync", .appRefresh, .registration, .failed, at: "06:22:27"),
                               .record("com.example.app.sync", .appRefresh, .registration, .succeeded, at: "06:22:33"),
                               .record("com.example.app.sync", .appRefresh, .submission, .succeeded, at: "06:22:34")]),
            // unavailable (Code=1) is the Simulator, not the configuration.
            .failure("App.SyncTests/testSyncIsScheduled", messages: ["scheduling com.example.app.sync failed"],
                     records: [.record("com.example.app.sync", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1")]),
            // A continued-processing request with the `.fail` strategy that could not begin right away (code 4):
            // the system's conditions, which the API documents, not the configuration.
            .failure("App.ExportTests/testExportStartsImmediately", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=4 \"(null)\"\""],
                     records: [.record("com.example.app.export.album", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:4")]),
            // A failed submission record that names no code: the scheduler's own answer in the failure is Code=1.
            .failure("App.UploadSchedulerTests/testSubmitUploadRequestSucceeds",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""],
                     records: [.record("com.example.app.upload", .processing, .submission, .failed)]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (And a task whose submission failed in a record the app stamped with this test, when the test's own
        // words carry the scheduler's refusal, whatever else they explain: the refusal is what it failed on.)
        let refusalInItsWords = context.test.issues.contains { !SchedulerErrorCode.codes(in: $0.message).isEmpty }
        let stampedRefusals = refusalInItsWords ? context.registrations.filter { $0.phase == .submission && $0.outcome == .failed && context.isStampedWithTheTest($0) } : []
        let exercised = Set(context.configurationSuspects).union(stampedRefusals.map(\.identifier))
        // A submission record that names no error of its own is read with the failure's words: the
        // scheduler refusing it there for a reason of its own (unavailable, too many pending) is no configuration.
        let refusedByTheScheduler = context.says(.unavailable) || context.says(.tooManyPending)
        guard let record = context.registrations.first(where: { record in
            exercised.contains(record.identifier) && record.outcome == .failed
                && (record.phase != .registration || context.standingRegistrationFailures(record.identifier).contains(record))
                && (record.phase == .registration || record.phase == .submission) && !SchedulerErrors.isUnavailable(record.errorType)
                && !SchedulerErrors.isTooManyRequests(record.errorType)
                && !(record.phase == .submission && refusedByTheScheduler && SchedulerErrorCode.codes(in: record.errorType ?? "").isEmpty)
                // (A submission refused as not permitted while the built app permits the task and declares its
                // mode: the configuration the refusal would mean is not there to blame — the device's state is as likely.)
                && !(record.phase == .submission && SchedulerErrorCode.codes(in: record.errorType ?? "").contains(.notPermitted)
                     && context.builtAppPermits(record.identifier))
                // (A test whose double stands in for the scheduler asked the OS nothing: the app's records of the real one,
                // its launch's or another test's, are not this failure's — unless the app stamped one with this test.)
                && !(context.schedulerIsADouble && !context.isStampedWithTheTest(record))
        }) else { return nil }
        let error = record.errorType.map { " with \($0)" } ?? ""
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record),
            stage: record.phase == .registration ? .registration : .submission,
            reason: "The app recorded that \(record.phase.rawValue) of `\(record.identifier)` failed\(error).",
            evidence: [record.evidence] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Check that `\(record.identifier)` is in `BGTaskSchedulerPermittedIdentifiers` and its background mode is in `UIBackgroundModes` of the built app, and that it is registered before launch finishes.", task: record.identifier)
    }
}

