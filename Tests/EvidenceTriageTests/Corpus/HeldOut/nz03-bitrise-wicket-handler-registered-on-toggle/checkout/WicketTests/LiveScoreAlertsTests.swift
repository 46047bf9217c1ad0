import XCTest
@testable import Wicket

final class LiveScoreAlertsTests: XCTestCase {
    func testEnablingAlertsSchedulesRefresh() throws {
        let alerts = LiveScoreAlerts()
        try alerts.setEnabled(true)
        XCTAssertTrue(ScoreCache.shared.alertsEnabled)
    }

    func testResubmitKeepsFiveMinuteHint() throws {
        let alerts = LiveScoreAlerts()
        try alerts.scheduleNext()
    }

    func testDisablingAlertsCancelsRequest() throws {
        try LiveScoreAlerts().setEnabled(false)
    }
}
