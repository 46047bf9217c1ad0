import XCTest
@testable import Pulsewise_Watch_App

final class ComplicationRefreshTests: XCTestCase {
    /// Schedules a refresh every 5 minutes and expects watchOS to deliver the
    /// first WKApplicationRefreshBackgroundTask within 6 minutes.
    func testComplicationRefreshesEveryFiveMinutes() {
        let refresher = ComplicationRefresher.shared
        refresher.scheduleNext()
        let deadline = Date().addingTimeInterval(6 * 60)
        while refresher.handledRefreshes.isEmpty && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(5))
        }
        XCTAssertGreaterThanOrEqual(refresher.handledRefreshes.count, 1,
                                    "no WKApplicationRefreshBackgroundTask within 6 minutes of a 5-minute preferred date")
    }

    func testPreferredIntervalIsFiveMinutes() {
        XCTAssertEqual(ComplicationRefresher.preferredInterval, 300)
    }
}
