import XCTest
import BackgroundTasks
@testable import Saltmarsh

final class PriceAlertTaskTests: XCTestCase {
    func testSimulatedLaunchCompletesTask() throws {
        let completed = expectation(description: "price-alert task reported completion")
        PriceAlertTask.shared.onCompleted = { _ in completed.fulfill() }
        try PriceAlertTask.shared.schedule()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: PriceAlertTask.identifier)
        wait(for: [completed], timeout: 35)
    }
}
