import HealthKit
import XCTest
@testable import Pulsepath

final class HealthAuthorizationTests: XCTestCase {
    func testHealthDataAvailableInSimulator() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    func testAuthorizationRequestStatusForSleepAnalysis() async throws {
        let status = try await HKHealthStore().statusForAuthorizationRequest(toShare: [], read: HealthTypes.sleep)
        XCTAssertNotEqual(status, .unknown)
    }
}
