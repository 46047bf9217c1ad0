import XCTest
import HealthKit
@testable import Mosslight

final class HealthPermissionTests: XCTestCase {
    func testRequestsExerciseAndStandForReading() {
        let manager = HealthPermissionManager()
        let request = HealthPermissionRequest(
            readTypes: [HKQuantityType(.appleExerciseTime), HKQuantityType(.appleStandTime)],
            writeTypes: [HKQuantityType(.bodyMass)])
        let done = expectation(description: "authorization callback")
        manager.request(request) { _, _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testHealthDataAvailableOnSimulator() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }
}
