import BackgroundTasks
import XCTest
@testable import Meadowlark

/// End-to-end check that the system actually runs our background work.
final class BackgroundRefreshIntegrationTests: XCTestCase {

    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "feed refresh handler invoked")
        BackgroundTasks.onRefreshHandled = { ran.fulfill() }
        try BackgroundTasks.scheduleFeedRefresh(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 120)
    }

    func testCleanupProcessingTaskRunsOvernight() throws {
        let ran = expectation(description: "cleanup processing handler invoked")
        BackgroundTasks.onCleanupHandled = { ran.fulfill() }
        try BackgroundTasks.scheduleCleanup(requiresExternalPower: false)
        wait(for: [ran], timeout: 90)
    }
}
