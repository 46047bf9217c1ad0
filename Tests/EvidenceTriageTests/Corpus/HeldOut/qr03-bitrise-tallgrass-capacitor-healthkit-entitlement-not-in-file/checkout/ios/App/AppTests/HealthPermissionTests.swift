import HealthKit
import XCTest
@testable import App

final class HealthPermissionTests: XCTestCase {
    func testHealthDataAvailableOnSimulator() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    func testRequestAuthorizationGrantsStepsRead() async throws {
        let bridge = HealthBridge()
        let granted = try await bridge.requestAuthorization(read: [.stepCount, .bodyMass])
        XCTAssertTrue(granted)
    }
}
