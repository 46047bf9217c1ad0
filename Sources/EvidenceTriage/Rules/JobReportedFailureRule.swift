import EvidenceCore
import EvidenceReaders

/// The OS's log shows the task the test exercises ran and its job reported failure: the framework
/// marked it complete with `success: 0` (the job's `setTaskCompleted(success: false)`). The OS did
/// its part; the job said it failed. Read from the unified-log export (or a Console copy) the run
/// kept; less sure than a record, since the log holds every run of the task in its window.
struct JobReportedFailureRule: ClassificationRule {
    let identifier = "job_reported_failure"
    let category = TriageCategory.businessLogicError
    let summary = "The OS's log shows the task ran and its job reported failure (`complete with success: 0`): the job, not the scheduler, broke."
    let readsTheOS = true

    static let launched = [
        "2026-08-10 01:50:18.355540+0000 Ledger[4211]: Handling launch from daemon for activities: {( bgRefresh-com.example.app.refresh:041399 )}",
        "2026-08-10 01:50:18.356447+0000 Ledger[4211]: Running task: <BGAppRefreshTask: com.example.app.refresh>",
    ]

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshE2ETests/testFeedRefreshedInBackground", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"12\") - items fetched by com.example.app.refresh"],
                     runLog: Self.launched + ["2026-08-10 01:50:19.667114+0000 Ledger[4211]: Marking task <BGAppRefreshTask: com.example.app.refresh> complete with success: 0"]),
            // A Console copy of the same, the processing kind.
            .failure("App.MaintenanceE2ETests/testMaintenancePurgesLogs", messages: ["XCTAssertEqual failed: (\"21\") is not equal to (\"0\") - logs left by com.example.app.maintenance"],
                     runLog: ["default\t12:50:37.542766+0900\tLedger\tStarting task: <BGProcessingTask: com.example.app.maintenance>",
                              "default\t12:50:37.667114+0900\tLedger\tMarking task <BGProcessingTask: com.example.app.maintenance> complete with success: 0"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The job reported success: whatever the test asserts, the job did not say it failed.
            .failure("App.RefreshE2ETests/testFeedRefreshedInBackground", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"12\") - items fetched by com.example.app.refresh"],
                     runLog: Self.launched + ["2026-08-10 01:50:19.667114+0000 Ledger[4211]: Marking task <BGAppRefreshTask: com.example.app.refresh> complete with success: 1"]),
            // Another task's job failed.
            .failure("App.RefreshE2ETests/testFeedRefreshedInBackground", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"12\") - items fetched by com.example.app.refresh"],
                     runLog: ["2026-08-10 01:50:19.667114+0000 Ledger[4211]: Marking task <BGProcessingTask: com.example.app.cleanup> complete with success: 0"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        for task in context.exercisedIdentifiers {
            guard let failed = context.events(of: task, .completed).last(where: { $0.success == false }) else { continue }
            let launched = context.events(of: task, .launched).first
            return RuleVerdict(
                // The OS's own line, tied to this test by the task it names only (the log holds every run in its window).
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .execution,
                reason: "The OS \(launched == nil ? "ran" : "launched") `\(task)` and its job reported failure (`complete with success: 0`, `setTaskCompleted(success: false)`): the scheduler did its part, the job said it failed.",
                evidence: (launched.map { [$0.evidence] } ?? []) + [failed.evidence] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                nextStep: "Find why the job of `\(task)` reports failure: run it directly with this run's input and look at the path that calls `setTaskCompleted(success: false)`.",
                task: task)
        }
        return nil
    }
}
