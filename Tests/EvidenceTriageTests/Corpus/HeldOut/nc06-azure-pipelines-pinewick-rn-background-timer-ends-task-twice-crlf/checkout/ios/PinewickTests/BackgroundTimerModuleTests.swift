import XCTest
@testable import Pinewick

final class BackgroundTimerModuleTests: XCTestCase {
    var app: FakeBackgroundTaskApplication!
    var module: RNBackgroundTimerBridge!

    override func setUp() {
        super.setUp()
        app = FakeBackgroundTaskApplication()
        module = RNBackgroundTimerBridge(application: app)
    }

    func testStartBeginsOneBackgroundTask() {
        module.start(0)
        XCTAssertEqual(app.beginCount, 1)
    }

    func testExpirationEndsTaskOnce() {
        module.start(0)
        app.fireExpiration()
        module.stop()
        XCTAssertEqual(app.endCalls.count, 1)
    }

    func testStopClearsPendingTimeouts() {
        module.setTimeout(7, timeout: 5_000)
        module.stop()
        XCTAssertEqual(module.pendingTimeoutCount, 0)
    }
}
