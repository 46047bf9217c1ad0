import HealthKit
import XCTest
@testable import Stridelog

final class HealthAuthorizationTests: XCTestCase {
    func testReadTypesIncludeSteps() {
        XCTAssertTrue(HealthAuthorizer.readTypes.contains(HKQuantityType(.stepCount)))
    }

    /// Treadmill mode saves HKWorkout samples, so the authorization sheet must
    /// include workouts in the share set.
    func testRequestsWorkoutWriteAccess() async throws {
        let authorizer = HealthAuthorizer()
        try await authorizer.requestAuthorization()
        XCTAssertTrue(HealthAuthorizer.shareTypes.contains(HKObjectType.workoutType()))
    }
}
