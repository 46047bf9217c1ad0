import BackgroundTasks
import XCTest
@testable import Almanac

final class GardenRefreshTaskTests: XCTestCase {
    func testRefreshHandlerIsRegistered() {
        XCTAssertTrue(GardenRefreshTask.isRegistered, "register(forTaskWithIdentifier:) returned false at launch")
    }

    func testSubmitsRefreshRequestWhenBackgrounded() throws {
        XCTAssertNoThrow(try GardenRefreshTask.submit())
    }

    /// Debug builds expose the scheduler's simulate-launch hook; the handler should
    /// run and post `completed` once the forecast is stored.
    func testRefreshCompletesAfterSubmission() throws {
        try? GardenRefreshTask.submit(earliest: Date())
        let done = expectation(forNotification: GardenRefreshTask.completed, object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: GardenRefreshTask.identifier)
        wait(for: [done], timeout: 120)
    }
}
