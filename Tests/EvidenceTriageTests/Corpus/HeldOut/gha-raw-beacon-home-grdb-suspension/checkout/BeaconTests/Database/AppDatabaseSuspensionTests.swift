import XCTest
import GRDB
@testable import BeaconShared

final class AppDatabaseSuspensionTests: XCTestCase {
    private var lifecycle: FakeLifecycle!
    private var activities: FakeExpiringActivityRunner!
    private var suspension: AppDatabaseSuspension!

    override func setUp() {
        super.setUp()
        lifecycle = FakeLifecycle()
        activities = FakeExpiringActivityRunner()
        suspension = AppDatabaseSuspension(lifecycle: lifecycle, activities: activities)
    }

    func testSuspendsOnDidEnterBackground() {
        lifecycle.post(.didEnterBackground)
        XCTAssertTrue(suspension.isSuspended)
    }

    func testWillEnterForegroundResumes() {
        lifecycle.post(.didEnterBackground)
        lifecycle.post(.willEnterForeground)
        XCTAssertFalse(suspension.isSuspended)
    }

    func testBackgroundAccessIsResuspendedBeforeFreeze() {
        lifecycle.post(.didEnterBackground)
        // A widget reload touches the database right after backgrounding.
        suspension.resumeForAccess()
        XCTAssertEqual(activities.armedCount, 1, "access while backgrounded must run under an expiring activity")

        activities.expireAll()
        XCTAssertTrue(suspension.isSuspended, "database must be suspended again before the process freezes")
    }
}
