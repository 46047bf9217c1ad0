import XCTest
@testable import Tidemark

final class HangWatchdogTests: XCTestCase {
    private var defaults: UserDefaults!
    private var watchdog: HangWatchdog!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "HangWatchdogTests.\(UUID().uuidString)")
        watchdog = HangWatchdog(defaults: defaults)
    }

    func testIgnoresHangsShorterThanThreshold() {
        watchdog.noteLaunch(reason: .user)
        watchdog.hangDetected(duration: 1.2, stack: [])
        XCTAssertTrue(watchdog.reported.isEmpty)
    }

    func testReportsHangLongerThanThreshold() {
        watchdog.noteLaunch(reason: .user)
        watchdog.hangDetected(duration: 3.1, stack: ["TideChartView.render"])
        XCTAssertEqual(watchdog.reported.count, 1)
    }

    func testSuppressesHangWhileLaunchedForBackgroundFetch() {
        watchdog.noteLaunch(reason: .backgroundFetch)
        watchdog.hangDetected(duration: 9.4, stack: [])
        XCTAssertTrue(watchdog.reported.isEmpty)
    }

    func testForegroundLaunchClearsBackgroundLaunchSuppression() {
        // Launched by the tide-refresh background fetch…
        watchdog.noteLaunch(reason: .backgroundFetch)
        watchdog.hangDetected(duration: 5.0, stack: [])

        // …then killed, and opened by the user from the home screen.
        let nextLaunch = HangWatchdog(defaults: defaults)
        nextLaunch.noteLaunch(reason: .user)
        nextLaunch.hangDetected(duration: 3.0, stack: ["TideChartView.render"])

        XCTAssertEqual(nextLaunch.reported.count, 1,
                       "a user-initiated launch after a background-fetch launch must report hangs again")
    }
}
