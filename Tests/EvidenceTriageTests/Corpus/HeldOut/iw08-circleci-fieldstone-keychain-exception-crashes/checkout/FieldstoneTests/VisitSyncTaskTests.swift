import XCTest
@testable import FieldstoneTestHost

final class VisitSyncTaskTests: XCTestCase {
    func testSyncPullsVisitsWhenUnlocked() {
        let task = FakeRefreshTask()
        let done = expectation(description: "completed")
        task.onComplete = { _ in done.fulfill() }
        VisitSyncTask.run(task, session: StubSession(protectedData: true))
        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completedWith, true)
    }

    /// Overnight wake before first unlock / while locked: the token cannot be written yet.
    func testLockedDeviceWakeDefersTokenRefresh() {
        let session = SessionManager()
        session.keychain = LockedKeychainShim()        // returns errSecInteractionNotAllowed like a locked device
        let task = FakeRefreshTask()
        VisitSyncTask.run(task, session: LockedSession(wrapping: session))
        XCTAssertEqual(task.completedWith, false)
    }
}
