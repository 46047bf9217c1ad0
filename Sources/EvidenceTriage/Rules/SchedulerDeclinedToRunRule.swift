import EvidenceCore
import EvidenceReaders

/// The OS's own scheduler logged that it decided not to run the task the test exercises
/// (`dasd … DecisionToRun:0`), and the test failed waiting for the task or asserting on what it
/// would have done: it expected the OS to run the task on the test's clock. Read from the
/// scheduler's lines when the run kept them (a device log step, a unified-log export).
struct SchedulerDeclinedToRunRule: ClassificationRule {
    let identifier = "scheduler_declined_to_run"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The OS's scheduler logged that it decided not to run the task the test exercises (dasd DecisionToRun:0), and the test needed it to have run."
    let readsTheOS = true

    static let declined = "'bgProcessing-com.example.app.maintenance:B146A8' CurrentScore: 0.839581, ThresholdScore: 0.909811 DecisionToRun:0"

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.MaintenanceE2ETests/testOldLogsPurgedByMaintenanceTask", messages: ["XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - log files older than 14 days"],
                     records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded)],
                     runLog: ["default\t01:25:40.668852+0000\tdasd\t" + Self.declined]),
            // Declined five minutes into the test's ten-minute wait (its submission not recorded).
            .failure("App.MaintenanceE2ETests/testMaintenanceRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"purged\"."],
                     duration: 600, plist: .built(permitted: ["com.example.app.maintenance"], modes: ["processing"]),
                     runLog: ["2026-11-20 09:19:02.113907+0000 dasd[120]: " + Self.declined], startedAt: "2026-11-20 09:14:00.000"),
            // Declined two seconds after a test that submitted the task and asserted at once on what it would have done.
            .failure("App.MaintenanceE2ETests/testOldLogsPurged", messages: ["XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - log files older than 14 days"],
                     duration: 0.4, records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded, at: "09:14:00")],
                     runLog: ["2026-11-20 09:14:02.421453+0000 dasd[120]: " + Self.declined], startedAt: "2026-11-20 09:14:00.000"),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Another task was declined: this test's is not in question.
            .failure("App.MaintenanceE2ETests/testOldLogsPurgedByMaintenanceTask", messages: ["XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - log files older than 14 days"],
                     records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded)],
                     runLog: ["default\t01:25:40.668852+0000\tdasd\t'bgProcessing-com.example.app.backup:C001' CurrentScore: 0.2, ThresholdScore: 0.9 DecisionToRun:0"]),
            // The scheduler declined five minutes after the test (a second's assertion on a launch's side effect) ended,
            // a request another test submitted: this one never waited for it.
            .failure("App.BackgroundLaunchTests/testMaintenanceLaunchSkipsWebView", messages: ["XCTAssertFalse failed - web view was loaded"], duration: 0.2,
                     records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded, test: "SoakTests/testMaintenanceRunsOvernight")],
                     runLog: ["2026-11-20 09:19:02.113907+0000 dasd[120]: " + Self.declined], startedAt: "2026-11-20 09:14:00.000"),
            // The scheduler declined, then rescored the activity and decided to run it while the test waited.
            .failure("App.MaintenanceE2ETests/testMaintenanceRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"purged\"."],
                     records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded, at: "09:14:01")],
                     runLog: ["2026-11-20 09:14:40.668852+0000 dasd[120]: " + Self.declined,
                              "2026-11-20 09:19:02.113907+0000 dasd[120]: 'bgProcessing-com.example.app.maintenance:B146A8' CurrentScore: 0.931204, ThresholdScore: 0.909811 DecisionToRun:1"]),
            // The scheduler declined, then the task ran while the test waited: the wait was not the OS's.
            .failure("App.MaintenanceE2ETests/testMaintenanceRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"purged\"."],
                     log: ["Starting simulated task: <BGProcessingTask: com.example.app.maintenance>"],
                     records: [.record("com.example.app.maintenance", .processing, .submission, .succeeded)],
                     runLog: ["default\t01:25:40.668852+0000\tdasd\t" + Self.declined]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard context.launchedWhileWaiting == nil else { return nil }
        // Each line that says it, with the tasks it names: read once.
        let source = SignalCatalog.signal(.schedulerDeclined).identifier
        let lines = context.texts(saying: .schedulerDeclined).map { ($0, TaskIdentifierScanner.tasks(in: $0.text, as: source)) }
        // (A decision written outside the test's time is its only where the records say the test's own run
        // submitted the task — it asserted before the OS decided —, not a request another test made later.)
        let itsDecision = { (line: FailureContext.Text, task: String) in
            FailureContext.written(line.text, in: context.window) || context.records(task, .submission, .succeeded).contains { record in
                // (Stamped with this test, or written in its time: not any submission of the task, whenever.)
                context.isStampedWithTheTest(record) || context.window.map { window in RecordTime.date(record.timestamp).map { window.holds($0, before: 1, after: 2) } ?? false } ?? true
            }
        }
        guard let task = context.exercisedIdentifiers.first(where: { task in lines.contains { $0.1.contains(task) && itsDecision($0.0, task) } }),
            let line = lines.first(where: { $0.1.contains(task) && itsDecision($0.0, task) })?.0
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: .systemCallback,
            reason: "The OS's scheduler decided not to run `\(task)` (DecisionToRun:0), and the test needed it to have run: it expected the OS to run the task on the test's clock.",
            evidence: (line.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Do not depend on the OS running the task in a test: call the job (or the launch handler with a fake task) directly and assert on its result; the scheduler's score decides when, if at all.",
            task: task)
    }
}
