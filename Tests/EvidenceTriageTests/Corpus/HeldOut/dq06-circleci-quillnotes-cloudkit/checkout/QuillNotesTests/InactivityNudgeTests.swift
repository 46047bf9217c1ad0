import UserNotifications
import XCTest
@testable import QuillNotes

final class InactivityNudgeTests: XCTestCase {
    /// Schedules the refresh with a 1 s earliest begin date and waits for the
    /// system to run it and post the nudge.
    func testNudgePostedAfterBackgroundRefresh() throws {
        let scheduler = InactivityNudgeScheduler()
        do {
            try scheduler.schedule(after: 1)
        } catch {
            print("[Nudge] submit failed: \(error)")
        }

        let posted = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in
            NudgeProbe.deliveredNudgeCount() > 0
        }, object: nil)
        wait(for: [posted], timeout: 60)
    }
}
