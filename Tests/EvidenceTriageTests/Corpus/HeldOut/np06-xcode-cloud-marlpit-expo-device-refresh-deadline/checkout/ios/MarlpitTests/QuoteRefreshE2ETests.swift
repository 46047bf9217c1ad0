import XCTest
import BackgroundTasks
@testable import Marlpit

final class QuoteRefreshE2ETests: XCTestCase {
    func testRefreshRequestSubmitted() throws {
        try QuoteRefreshScheduler.shared.schedule(minimumInterval: 15 * 60)
        XCTAssertNotNil(QuoteRefreshScheduler.shared.pendingEarliestBeginDate)
    }

    func testRefreshRunsWithinSixteenMinutes() throws {
        let ran = expectation(description: "daily quote task ran")
        QuoteRefreshScheduler.shared.onRunForTesting = { ran.fulfill() }
        try QuoteRefreshScheduler.shared.schedule(minimumInterval: 15 * 60)
        XCUIDevice.shared.press(.home)
        wait(for: [ran], timeout: 16 * 60)
    }
}
