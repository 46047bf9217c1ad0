import BackgroundTasks
import XCTest
@testable import Ferngrove

final class PantryRefreshTests: XCTestCase {
    func testRefreshRequestUsesPantryIdentifier() {
        let request = PantryRefresh.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.identifier, "com.ferngrove.app.pantry-refresh")
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 30 * 60))
    }

    func testPantryRefreshHandlerRuns() throws {
        let ran = expectation(description: "pantry refresh handler ran")
        PantryRefresh.shared.onRun = { ran.fulfill() }
        PantryRefresh.shared.schedule()
        wait(for: [ran], timeout: 120)
    }
}
