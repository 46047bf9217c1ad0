import XCTest
@testable import Marigold

final class CareReminderRewriteTests: XCTestCase {
    func testRewriteKeepsScheduleWhenNothingChanged() {
        let plan = ReminderPlan.fixture()
        XCTAssertEqual(plan.rescheduled(after: []).entries, plan.entries)
    }

    /// The deferred rewrite finishes once the plan is re-run.
    /// Uses the default secret provider — i.e. whatever the machine's keychain holds.
    func testDeferredRewriteCompletes() {
        let store = InMemoryReminderPlanStore()
        let rewriter = ReminderRewriter(store: store)
        let finished = expectation(description: "rewrite finished")
        rewriter.rewrite(.fixture(encryptedWith: "test-secret")) { _ in finished.fulfill() }
        store.retryPending(using: rewriter)
        // No timeout of its own: relies on the suite's execution time allowance.
        waitForExpectations(timeout: .infinity)
    }
}
