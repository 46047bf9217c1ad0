import HealthKit
import XCTest
@testable import Sugarloaf

/// Runs against the real HKHealthStore in the Simulator's test host.
final class HealthAuthorizationTests: XCTestCase {
    func testHealthDataAvailable() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    func testRequestsWriteAuthorizationForGlucose() async throws {
        try await HealthAuthorization.request()
        let status = HKHealthStore().authorizationStatus(for: HealthAuthorization.glucose)
        XCTAssertNotEqual(status, .notDetermined)
    }
}
