import XCTest
@testable import EmberKit

final class SessionTrackerTests: XCTestCase {
    func testEndsSessionOnWillTerminate() {
        let fixture = SessionFixture()
        let sut = fixture.getSut()
        sut.start()
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: nil)
        XCTAssertEqual(fixture.store.lastSession?.status, .exited)
    }

    func testStartsNewSessionAfterBackgroundTimeout() {
        let fixture = SessionFixture()
        let sut = fixture.getSut()
        sut.start()
        fixture.dateProvider.advance(by: 31)
        sut.didBecomeActive()
        XCTAssertEqual(fixture.store.sessionCount, 2)
    }
}
