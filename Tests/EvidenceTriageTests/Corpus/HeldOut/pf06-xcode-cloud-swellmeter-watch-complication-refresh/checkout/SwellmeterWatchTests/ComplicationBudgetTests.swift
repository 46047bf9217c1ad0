import XCTest
@testable import SwellmeterWatch

final class ComplicationBudgetTests: XCTestCase {
    func testComplicationRefreshedFourTimesInTwentyMinutes() throws {
        let refreshes = expectation(description: "four background refreshes")
        refreshes.expectedFulfillmentCount = 4
        RefreshProbe.shared.onRefresh = { refreshes.fulfill() }
        try RefreshScheduler(application: .shared()).scheduleRepeating(every: 300)
        wait(for: [refreshes], timeout: 1200)
    }
}
