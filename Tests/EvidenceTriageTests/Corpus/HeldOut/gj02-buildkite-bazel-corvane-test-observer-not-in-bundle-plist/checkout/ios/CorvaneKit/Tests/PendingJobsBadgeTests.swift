import CorvaneKit
import TestSupport
import XCTest

final class PendingJobsBadgeTests: XCTestCase {
    func testCompletingJobDecrementsBadge() {
        let badge = PendingJobsBadge()
        badge.jobAdded(id: "j-1", synced: false)
        badge.jobAdded(id: "j-2", synced: false)
        badge.jobSynced(id: "j-1")
        XCTAssertEqual(badge.count, 1)
    }

    func testDeletingUnsyncedJobDecrementsBadge() {
        let badge = PendingJobsBadge()
        badge.jobAdded(id: "j-1", synced: false)
        badge.jobAdded(id: "j-2", synced: false)

        badge.jobDeleted(id: "j-2")

        XCTAssertEqual(badge.count, 1, "deleting a job that never synced must drop it from the pending badge")
    }
}
