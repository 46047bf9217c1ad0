import HealthKit
import XCTest
@testable import Pulsewise

final class HealthAuthorizationTests: XCTestCase {
    func testReadTypesIncludeRestingHeartRate() {
        XCTAssertTrue(HealthAuthorizer.readTypes.contains(HKQuantityType(.restingHeartRate)))
    }

    func testRequestsReadAccessForHeartRateAndSteps() async throws {
        let authorizer = HealthAuthorizer()
        let requested = try await authorizer.requestAccess()
        XCTAssertTrue(requested)
    }
}
