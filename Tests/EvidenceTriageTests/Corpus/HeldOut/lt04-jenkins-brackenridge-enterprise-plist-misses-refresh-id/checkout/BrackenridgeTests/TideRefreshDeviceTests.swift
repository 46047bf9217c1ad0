import XCTest
import BackgroundTasks
@testable import Brackenridge

/// Device-lab only (Brackenridge-Enterprise scheme runs on the lab iPhone).
final class TideRefreshDeviceTests: XCTestCase {
    func testSubmitTideRefreshRequest() {
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(TideRefresh.makeRequest()))
    }

    func testSystemRefreshesTidesWhileBackgrounded() {
        let refreshed = expectation(description: "tide refresh handler ran")
        let token = NotificationCenter.default.addObserver(forName: .tidesDidRefresh, object: nil, queue: nil) { _ in refreshed.fulfill() }
        defer { NotificationCenter.default.removeObserver(token) }
        TideRefresh.schedule()
        wait(for: [refreshed], timeout: 600)
    }
}
