import BackgroundTasks
import XCTest
@testable import Tidewell

/// End-to-end: schedule the real overnight refresh and check the tide table gets downloaded.
final class TideRefreshTaskTests: XCTestCase {
    func testOvernightRefreshRunsBeforeMorning() throws {
        let store = TideTableStore.shared
        store.clear()
        let ran = expectation(description: "tide refresh ran")
        let token = NotificationCenter.default.addObserver(forName: .tideTableUpdated, object: nil, queue: .main) { _ in
            ran.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        AppDelegate.shared.scheduleOvernightRefresh()

        wait(for: [ran], timeout: 120)
        XCTAssertFalse(store.isEmpty)
    }
}
