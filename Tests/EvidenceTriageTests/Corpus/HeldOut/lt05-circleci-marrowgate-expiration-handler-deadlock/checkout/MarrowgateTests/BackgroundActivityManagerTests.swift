import XCTest
@testable import Marrowgate

final class BackgroundActivityManagerTests: XCTestCase {
    func testEndingLastActivityNotifies() {
        let app = FakeBackgroundTaskApplication()
        let manager = BackgroundActivityManager(app: app)
        manager.begin("send 4F1")
        let notified = expectation(description: "all activities ended")
        manager.notifyWhenAllBackgroundActivitiesEnd { notified.fulfill() }
        manager.end(app.lastIdentifier)
        wait(for: [notified], timeout: 1)
    }

    func testExpirationEndsActivitiesAndNotifies() {
        let app = FakeBackgroundTaskApplication()
        let manager = BackgroundActivityManager(app: app)
        manager.begin("send 4F1")
        manager.begin("send 4F2")
        let notified = expectation(description: "all activities ended")
        manager.notifyWhenAllBackgroundActivitiesEnd { notified.fulfill() }
        app.fireExpiration()   // like UIKit: expiration handlers run on the main thread
        wait(for: [notified], timeout: 10)
        XCTAssertEqual(app.endedTaskCount, 2)
    }
}
