import XCTest
@testable import App

final class OfflineReportQueueTests: XCTestCase {
    func testDrainStopsAtFirstFailure() {
        var queue = OfflineReportQueue(reports: ["r1", "r2", "r3"])
        let sent = queue.drain { $0 != "r2" }
        XCTAssertEqual(sent, 1)
        XCTAssertEqual(queue.reports, ["r2", "r3"])
    }
}
