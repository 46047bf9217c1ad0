import XCTest
@testable import NewtAnalytics

final class SessionIdTests: XCTestCase {
    func testNewSessionAfterThirtyMinutesInBackground() {
        let clock = TestClock()
        let sessions = SessionTracker(clock: clock)
        let first = sessions.currentID
        clock.advance(by: 31 * 60)
        sessions.applicationWillEnterForeground()
        XCTAssertNotEqual(sessions.currentID, first)
    }
}
