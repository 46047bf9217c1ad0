import EvidenceCore
import EvidenceReaders

/// The app replaced its own request before the OS ran it: dasd cancelled the pending activity of the
/// task the test exercises as the app submitted the same identifier again (`Submitted Activity:
/// bgRefresh-<task>:B`, `CANCELED: bgRefresh-<task>:A`), and nothing launched the new request before the
/// test gave up waiting for it. A submission replaces the pending request of its identifier and its
/// `earliestBeginDate`, so the wait starts over: the test expected the OS to run the task on its clock.
/// Inferred (the launch is read from what is absent), so below the confident line.
struct RequestReplacedBeforeLaunchRule: ClassificationRule {
    let identifier = "request_replaced_before_launch"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The OS's scheduler cancelled the task's pending request when the app submitted it again, and the test waited for a launch of it that had not come."
    let readsTheOS = true

    static let timeout = "Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."
    static let first = "2026-08-10 01:42:42.121000+0000 dasd[118]: Submitted Activity: bgRefresh-com.example.app.refresh:94ED7E at priority 10 <private>"
    static let replaced = [
        "2026-08-10 01:43:10.502113+0000 dasd[118]: Submitted Activity: bgRefresh-com.example.app.refresh:041399 at priority 10 <private>",
        "2026-08-10 01:43:10.502871+0000 dasd[118]: CANCELED: bgRefresh-com.example.app.refresh:94ED7E at priority 10 <private>!",
    ]

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground", messages: [Self.timeout], runLog: [Self.first] + Self.replaced),
            // The other order, as a Console copy: the cancellation first, then the new request.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground", messages: [Self.timeout],
                     runLog: ["default\t13:09:36.387408+0900\tdasd\tCANCELED: bgRefresh-com.example.app.refresh:01A8A2 at priority 10 <private>!",
                              "default\t13:09:36.391002+0900\tdasd\tSubmitted Activity: bgRefresh-com.example.app.refresh:FA2FB9 at priority 10 <private>"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Cancelled and not submitted again: the app withdrew its request, no replacement.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground", messages: [Self.timeout],
                     runLog: [Self.first, "2026-08-10 01:43:10.502871+0000 dasd[118]: CANCELED: bgRefresh-com.example.app.refresh:94ED7E at priority 10 <private>!"]),
            // Replaced, then launched: the OS ran the new request.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground", messages: [Self.timeout],
                     runLog: [Self.first] + Self.replaced + ["2026-08-10 01:58:30.000113+0000 Ledger[4211]: Handling launch from daemon for activities: {( bgRefresh-com.example.app.refresh:041399 )}"]),
            // Replaced, but the test did not wait for the OS: it asserted on the job's data.
            .failure("App.RefreshE2ETests/testRefreshStoresItems", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"12\") - items stored by com.example.app.refresh"],
                     runLog: [Self.first] + Self.replaced),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard context.launchedWhileWaiting == nil, let waited = context.expectation.wait else { return nil }
        for task in context.exercisedIdentifiers {
            guard let (cancelled, resubmitted) = context.replacedRequest(task) else { continue }
            let at = StageTime(resubmitted.evidence.excerpt ?? "").map { " at \($0.clock)" } ?? ""
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .systemCallback,
                reason: "The app replaced its own request for `\(task)`: the scheduler cancelled the pending one (\(cancelled.activity ?? "its activity")) as the app submitted it again (\(resubmitted.activity ?? "a new activity")\(at)), and nothing launched it before the test \(waited.how). A submission replaces the pending request and its earliestBeginDate: the test expected the OS to run the task on its clock.",
                evidence: [resubmitted.evidence, cancelled.evidence] + (waited.evidence.map { [$0] } ?? []),
                nextStep: "Submit the request once (each submission replaces the pending one and restarts its wait); in the test, call the job (or the launch handler with a fake task) directly instead of waiting for the OS.",
                task: task)
        }
        return nil
    }
}
