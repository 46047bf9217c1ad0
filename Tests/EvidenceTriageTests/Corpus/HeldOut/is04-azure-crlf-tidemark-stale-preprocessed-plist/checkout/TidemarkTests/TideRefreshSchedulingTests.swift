import XCTest
@testable import Tidemark

/// End-to-end check that tide tables refresh on their own once the app is backgrounded.
final class TideRefreshSchedulingTests: XCTestCase {
    private var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testRefreshRunsWithinTwoMinutesOfBackgrounding() throws {
        let ran = expectation(description: "tide refresh ran")
        app.tideRefresh.onRun = { ran.fulfill() }
        try? app.tideRefresh.schedule(after: 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [ran], timeout: 120)
    }
}
