import EvidenceCore
import EvidenceReaders

/// The test asserted when the task would start, relative to `earliestBeginDate`.
struct AssertedStartTimeRule: ClassificationRule {
    let identifier = "asserted_start_time"
    let category = TriageCategory.schedulingExpectationMismatch
    let readsTheOS = true
    let summary = "The test asserted that a task starts at or soon after earliestBeginDate, or how often the OS runs it; the OS only promises not before."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testStartsOnTime", messages: ["XCTAssertLessThan failed: (\"1260.0\") is not less than (\"900.0\") - started too long after earliestBeginDate"]),
            // Swift Testing: the name says what the comparison is about.
            .failure("App.RefreshScheduleTests/refreshStartsWithin15MinutesOfEarliestBeginDate", messages: ["Expectation failed: (startDelay → 1843.2) <= 900"]),
            // How often the OS ran it: the interval between two launches.
            .failure("App.RefreshTests/testRefreshRanAtLeastHourlyOvernight",
                     messages: ["XCTAssertGreaterThanOrEqual failed: (\"2\") is less than (\"8\") - refresh launches overnight"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            .failure("App.LocationUploadTests/testLocationUploadRunsHourly",
                     messages: ["XCTAssertEqualWithAccuracy failed: (\"6952.0\") is not equal to (\"3600.0\") +/- (\"300.0\") - interval between background uploads (s)"]),
            // A name that sets the OS a timetable, and a comparison of how far apart the runs came.
            .failure("AppTests.BackgroundSyncTests/testPeriodicFetchEvery15Minutes",
                     messages: ["XCTAssertLessThanOrEqual failed: (\"25347.0\") is greater than (\"960.0\") - largest gap between fetch events (s)"]),
            // How long the OS let it run before expiring it.
            .failure("App.RefreshBudgetTests/testRefreshGetsAtLeast25Seconds",
                     messages: ["XCTAssertGreaterThanOrEqual failed: (\"4.0\") is less than (\"25.0\") - background runtime granted (s)"]),
            // Under which conditions: a request that does not require power permits a run on battery, it promises none.
            .failure("App.CleanupSchedulingTests/testCleanupRunsWithoutCharger",
                     messages: ["XCTAssertFalse failed - cleanup first ran at 05:34 while charging; expected a run on battery"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded, at: "22:05:00"),
                               .record("com.example.app.cleanup", .processing, .launch, .succeeded, at: "05:34:10")]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testRequestHasEarliestBeginDate", messages: ["XCTAssertNotNil failed - request built without a date"]),
            // An interval the code computes, asserted exactly: no comparison of when the OS ran anything.
            .failure("App.RetryPolicyTests/testBackoffDoubles", messages: ["XCTAssertEqual failed: (\"2.0\") is not equal to (\"4.0\") - interval between retries"]),
            // A timetable of the app's own (a formatter's), in a test about no background work.
            .failure("App.ReminderFormatterTests/testRepeatsEvery15Minutes", messages: ["XCTAssertEqual failed: (\"every 15 min\") is not equal to (\"every 15 minutes\")"]),
            // A condition in a test that is not about background work: the app's own battery screen.
            // The request's own property, which the app sets: the code's.
            .failure("AppTests.ProcessingConstraintTests/testRequiresChargingSetsExternalPower",
                     messages: ["XCTAssertTrue failed - requiresCharging must map to requiresExternalPower"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)]),
            // A condition the app's own code checks, on a task the OS never launched: the code's.
            .failure("AppTests.OfflineDrainTests/testWifiOnlySkipsCellular",
                     messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"0\") - pages downloaded on cellular with Wi-Fi only on"],
                     records: [.record("com.example.app.drain", .processing, .submission, .succeeded)]),
            // The job's own power gating, on a task the OS launched: its words are of the job, not of the run.
            .failure("AppTests.DigestJobTests/testUploadWaitsWhileCharging",
                     messages: ["XCTAssertFalse failed - digest uploads started on battery"],
                     records: [.record("com.example.app.digest", .processing, .submission, .succeeded, at: "22:05:00"),
                               .record("com.example.app.digest", .processing, .launch, .succeeded, at: "23:10:00")]),
            .failure("App.PowerBannerTests/testBannerShowsWhileCharging", messages: ["XCTAssertEqual failed: (\"Low\") is not equal to (\"Charging\") - banner while charging"]),
        ]
    }

    /// A failed comparison of a start delay (`startDelay`, `launchDelay`) or in a test named for the
    /// earliest begin date.
    func comparedStartTime(_ context: FailureContext) -> (text: String, evidence: EvidencePointer?)? {
        let name = TaskIdentifierScanner.words(of: context.test.id.name)
        // A test named for how often the OS runs the task (`…RunsHourly`, `…AtLeastHourlyOvernight`).
        // Or one whose name or message sets the OS a timetable (`…Every15Minutes`, `within an hour`).
        let aboutStart = name.contains("earliest") || (!name.isDisjoint(with: SignalVocabulary.cadenceNameWords) && context.concernsBackgroundWork)
            || context.says(.assertedStartDelay) || (context.expectation.deadline != nil && context.concernsBackgroundWork)
        guard aboutStart else { return nil }
        return context.test.issues.first { issue in SignalVocabulary.comparisons.contains(where: issue.message.includes) }.map { ($0.message, $0.evidence) }
    }

    /// A test about background work whose assertion names a condition the scheduler weighs (power,
    /// network), on a task the OS launched: it asserted under which conditions the OS ran it. (Without
    /// a launch, the condition is the app's own logic: a download that skips cellular.)
    func assertedCondition(_ context: FailureContext) -> (text: String, evidence: EvidencePointer?)? {
        guard context.concernsBackgroundWork, context.exercisedIdentifiers.contains(where: { !context.records($0, .launch, .succeeded).isEmpty }) else { return nil }
        return context.test.issues.first { issue in
            SignalVocabulary.asserts(issue.message) && SignalVocabulary.schedulerConditionPhrases.contains(where: issue.message.includes)
                // Of the OS's run (`first ran at 05:34 while charging`), not the job's own gating (`uploads started on battery`).
                && ["ran ", " ran", "launched", "a run ", "run on "].contains(where: issue.message.includes)
        }.map { ($0.message, $0.evidence) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let hit = context.texts.first(where: { $0.text.includes("earliestBeginDate") && SignalVocabulary.startTimeWords.contains(where: $0.text.includes) })
            ?? comparedStartTime(context) ?? assertedCondition(context)
        guard let hit else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The test asserts on the OS's timing of the task — when it starts, how often it runs, how long it may run or under which conditions (power, network); the system guarantees only that it does not start before earliestBeginDate.",
            evidence: hit.evidence.map { [$0] } ?? [],
            nextStep: "Assert on what the app controls (the request's earliestBeginDate, that the job stops cleanly on expiration), not on when or how long the OS ran the task.")
    }
}
