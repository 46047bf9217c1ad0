import XCTest
@testable import Quay

final class FerrySyncLaunchTests: XCTestCase {
    func testSimulatedSyncLaunchRunsHandler() {
        let ran = expectation(description: "sailing sync handler ran")
        FerrySyncScheduler.shared.onSailingSync = { ran.fulfill() }
        DebugBGTasks.simulateLaunch(identifier: "com.quayferries.sailings.sync")
        wait(for: [ran], timeout: 10)
    }
}
