import XCTest
import BackgroundTasks
@testable import Brackish

final class GardenSyncSchedulingTests: XCTestCase {
    func testSimulatedLaunchRunsSync() {
        let ran = expectation(forNotification: .gardenSyncDidFinish, object: nil)
        // Simulates the system launching the processing task.
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: GardenSync.identifier)
        wait(for: [ran], timeout: 20)
    }

    func testSyncStartsWithinFiveMinutesOfEarliestBeginDate() async throws {
        let begin = Date().addingTimeInterval(60)
        try GardenSync.submit(earliestBeginDate: begin)
        try await Task.sleep(for: .seconds(360))
        let started = try XCTUnwrap(GardenSync.lastStart, "garden-sync never started")
        XCTAssertLessThan(started.timeIntervalSince(begin), 300)
    }
}
