import XCTest
import BackgroundTasks
@testable import Lanternfish

/// Runs in the app host on the CI simulator.
final class RelayRefreshSchedulingTests: XCTestCase {
    func testRefreshIsSubmittedWithFifteenMinuteFloor() throws {
        let request = RelayRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.identifier, "com.lanternfish.app.relay-refresh")
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }

    func testRefreshRunsAfterBackgrounding() throws {
        let ran = expectation(description: "relay-refresh launch")
        let token = NotificationCenter.default.addObserver(
            forName: .relayRefreshDidRun, object: nil, queue: .main) { _ in ran.fulfill() }
        defer { NotificationCenter.default.removeObserver(token) }

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // The system should pick the request up shortly after we background.
        wait(for: [ran], timeout: 45)
    }
}
