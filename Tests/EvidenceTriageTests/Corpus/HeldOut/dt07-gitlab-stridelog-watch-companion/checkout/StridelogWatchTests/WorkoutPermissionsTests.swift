import HealthKit
import XCTest
@testable import StridelogWatch

final class WorkoutPermissionsTests: XCTestCase {

    func testShareSetContainsWorkouts() {
        XCTAssertTrue(WorkoutPermissions.share.contains(HKObjectType.workoutType()))
    }

    func testRequestsWorkoutWriteAuthorization() async throws {
        let permissions = WorkoutPermissions(store: HKHealthStore())
        try await permissions.request()
    }
}
