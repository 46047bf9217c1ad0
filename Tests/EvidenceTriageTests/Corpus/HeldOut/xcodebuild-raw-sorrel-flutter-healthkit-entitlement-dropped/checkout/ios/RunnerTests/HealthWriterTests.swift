import HealthKit
import XCTest
@testable import Runner

final class HealthWriterTests: XCTestCase {
    private let writer = HealthWriter(store: HKHealthStore())

    func testRequestsAuthorizationForWorkouts() async throws {
        let granted = try await writer.requestAuthorization()
        XCTAssertTrue(granted)
    }

    func testSavesWorkoutToHealthStore() async throws {
        let walk = WorkoutSample.fixture(kind: .walking, minutes: 32, kilocalories: 141)
        try await writer.save(walk)
        let saved = try await writer.workouts(since: walk.start)
        XCTAssertEqual(saved.count, 1)
    }
}
