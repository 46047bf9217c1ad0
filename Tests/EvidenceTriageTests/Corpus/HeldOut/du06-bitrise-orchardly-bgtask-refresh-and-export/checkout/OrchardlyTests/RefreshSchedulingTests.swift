import BackgroundTasks
import XCTest
@testable import Orchardly

/// Smoke test for the refresh cadence: schedule with the 15 minute floor and wait for the
/// launch handler, as it fires on a debug device when "Simulate Background Fetch" is used.
final class RefreshSchedulingTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        let request = BackgroundTasks.makeRefreshRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 900))
    }

    func testRefreshRunsWithinFifteenMinutes() async throws {
        let ran = expectation(description: "app refresh launch handler ran")
        let token = NotificationCenter.default.addObserver(forName: .orchardlyRefreshDidRun, object: nil, queue: nil) { _ in
            ran.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        try? BackgroundTasks.scheduleRefresh()

        await fulfillment(of: [ran], timeout: 960)
    }
}
