import XCTest
import BackgroundTasks
@testable import Saltmarsh

final class BalanceRefreshTaskTests: XCTestCase {
    func testBalanceRefreshFiresWithinTwentyMinutes() throws {
        let fired = expectation(description: "balance refresh launched by iOS")
        BalanceRefresh.shared.onLaunch = { _ in fired.fulfill() }
        try BalanceRefresh.shared.schedule(after: 15 * 60)
        LabDevice.lockScreen()
        wait(for: [fired], timeout: 20 * 60)
    }
}
