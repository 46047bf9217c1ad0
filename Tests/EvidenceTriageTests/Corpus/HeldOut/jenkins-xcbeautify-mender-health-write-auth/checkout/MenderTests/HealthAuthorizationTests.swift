import HealthKit
import XCTest
@testable import Mender

final class HealthAuthorizationTests: XCTestCase {
    private let store = HKHealthStore()

    func testHealthDataIsAvailableOnSimulator() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    func testReadOnlyRequestSucceeds() async throws {
        let gate = HealthAuthorizationGate(store: store, autoDismissPrompt: true)
        try await gate.request(.readOnly)
        XCTAssertEqual(gate.lastRequest, .readOnly)
    }

    /// Saving finished workouts back to Health needs share (write) authorization
    /// for workouts and active energy.
    func testRequestsWriteAccessForWorkouts() async throws {
        let gate = HealthAuthorizationGate(store: store, autoDismissPrompt: true)
        try await gate.request(.workoutsReadWrite)
        XCTAssertEqual(gate.lastRequest, .workoutsReadWrite)
    }
}
