import EvidenceCore
import EvidenceReaders

/// The test launched the task itself (a simulated launch the system started while it waited), the app
/// recorded that run completed, and the test's wait, of seconds, still ran out: every stage of the
/// pipeline did its part, and what the test waited for is what the job was to deliver afterwards (an
/// event to the web view or to Dart, a notification of its own, a store's change) — the code's, by the
/// contract's "from the launch on". A launch the OS chose, or a wait of minutes, may leave the test
/// waiting for the OS's next run, and stays another rule's.
struct CompletedButWaitTimedOutRule: ClassificationRule {
    let identifier = "completed_but_wait_timed_out"
    let category = TriageCategory.businessLogicError
    let summary = "The OS launched the task while the test waited and its completion was recorded, yet the test's wait of seconds timed out: the job ran and what it was to deliver did not arrive."
    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            // Launched, run and completed under this test's name; the event the job sends its web view never came.
            .failure("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"window event taskCompleted\"."],
                     log: ["Simulating launch for task with identifier com.example.app.timer",
                           "Starting simulated task: <BGAppRefreshTask: com.example.app.timer>"],
                     records: Self.ranInTheTest("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted")),
            // The app's records with no test's name, written in the test's time (it began 09:14:02).
            .failure("App.RefreshTests/testRefreshPostsBadgeUpdate",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"badge updated\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"], duration: 12,
                     records: [.record("com.example.app.refresh", .appRefresh, .launch, .succeeded, at: "09:14:03"),
                               .record("com.example.app.refresh", .appRefresh, .completion, .succeeded, at: "09:14:04")],
                     startedAt: "2026-11-20 09:14:02.000"),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Launched and never completed: LaunchedNeverCompletedRule's.
            .failure("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"window event taskCompleted\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.timer>"],
                     records: Array(Self.ranInTheTest("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted").dropLast())),
            // A wait of minutes after one run: for the OS's next launch, not the job's output.
            .failure("App.RefreshTests/testSecondRefreshRunsWithinTheInterval",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"second refresh ran\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.timer>"],
                     records: Self.ranInTheTest("App.RefreshTests/testSecondRefreshRunsWithinTheInterval")),
            // The completion recorded is another test's: this test's launch has none.
            .failure("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"window event taskCompleted\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.timer>"],
                     records: Array(Self.ranInTheTest("AppTests.TimerTaskTests/testSimulatedLaunchEmitsTaskCompleted").dropLast())
                        + [.record("com.example.app.timer", .appRefresh, .completion, .succeeded, test: "AppTests.TimerTaskTests/testSubmitTimerTask")]),
            // One run completed, then a second simulated launch found no request: the test's wait was for a run never scheduled.
            .failure("TrailmixTests.BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"second fetch event\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.timer>",
                           "No task request with identifier com.example.app.timer has been scheduled"],
                     records: Self.ranInTheTest("TrailmixTests.BackgroundFetchHarnessTests/testSecondSimulatedFetchDeliversEvent")),
            // A completion with no test's name and no time of this test's: an earlier run's, not this launch's.
            .failure("App.RefreshTests/testRefreshPostsBadgeUpdate",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"badge updated\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"],
                     records: [.record("com.example.app.refresh", .appRefresh, .launch, .succeeded, at: "09:14:03"),
                               .record("com.example.app.refresh", .appRefresh, .completion, .succeeded, at: "09:14:04")]),
            // The OS's own launch (a record placed after the submission), not one the test started: the wait may be for its next.
            .failure("App.RefreshTests/testRefreshPostsBadgeUpdate",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"badge updated\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded, test: "App.RefreshTests/testRefreshPostsBadgeUpdate"),
                               .record("com.example.app.refresh", .appRefresh, .launch, .succeeded, test: "App.RefreshTests/testRefreshPostsBadgeUpdate"),
                               .record("com.example.app.refresh", .appRefresh, .completion, .succeeded, test: "App.RefreshTests/testRefreshPostsBadgeUpdate")]),
            // Completed, and the test asserted on what it wrote: no wait ran out (an output assertion is another rule's).
            .failure("AppTests.TimerTaskTests/testSimulatedLaunchWritesSummary", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.timer>"],
                     records: Self.ranInTheTest("AppTests.TimerTaskTests/testSimulatedLaunchWritesSummary")),
        ]
    }

    /// Submitted, launched, run and completed, each record stamped with `test`.
    static func ranInTheTest(_ test: String) -> [RegistrationRecord] {
        [RegistrationRecord.Phase.submission, .launch, .execution, .completion].map { .record("com.example.app.timer", .appRefresh, $0, .succeeded, test: test) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let timeout = context.text(saying: .waitTimedOut), let launch = context.launchedWhileWaiting, let task = launch.identifier,
            let seconds = Expectation.waitSeconds(timeout, context), seconds < Expectation.systemWaitSeconds,
            // The test started the launch (the system's `Starting simulated task` among its lines), not the OS on its own.
            context.simulatedLaunchLine(of: task) != nil,
            // This run's completion: stamped with the test, or written in its time — not any the app ever recorded.
            let completion = context.records(task, .completion, .succeeded).first(where: context.isThisTests),
            context.records(task, .execution, .failed).isEmpty, context.records(task, .completion, .failed).isEmpty, context.records(task, .expiration).isEmpty,
            // (A later simulated launch that found no request: the test waited on a second run the OS did not hold.)
            !context.says(.noTaskRequest)
        else { return nil }
        // The records say the job finished; that its result never reached the test is read from the wait alone.
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.app, .inferred), stage: .execution,
            reason: "The OS launched `\(task)` while the test waited and the app recorded its completion, yet the test's \(StageTime.duration(seconds)) wait ran out: the job ran, and what it was to deliver did not arrive.",
            evidence: [launch.evidence, completion.evidence] + (timeout.evidence.map { [$0] } ?? []),
            nextStep: "Follow what the job of `\(task)` sends when it finishes (an event, a notification, a store's change) to where the test waits for it: the job ran to completion.",
            task: task)
    }
}
