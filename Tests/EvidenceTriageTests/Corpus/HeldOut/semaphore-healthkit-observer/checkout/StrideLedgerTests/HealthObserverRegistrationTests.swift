import XCTest
import HealthKit
@testable import StrideLedger

/// Runs on the iPad simulator (HealthKit is available there). These tests talk to the real
/// HKHealthStore: authorization is pre-granted by `scripts/grant-health.sh` before the run.
final class HealthObserverRegistrationTests: XCTestCase {
    private var registrar: HealthObserverRegistrar!

    override func setUp() async throws {
        try XCTSkipUnless(HKHealthStore.isHealthDataAvailable(), "HealthKit unavailable on this destination")
        registrar = HealthObserverRegistrar(store: HKHealthStore(), log: .test)
    }

    func testObserverQueriesCreatedForTrackedTypes() async throws {
        let queries = registrar.makeObserverQueries()
        XCTAssertEqual(queries.map(\.sampleTypeIdentifier).sorted(),
                       ["HKQuantityTypeIdentifierStepCount", "HKWorkoutTypeIdentifier"])
    }

    func testEnableBackgroundDeliveryForSteps() async throws {
        let error = await registrar.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly)
        XCTAssertNil(error, "background delivery for HKQuantityTypeIdentifierStepCount")
    }

    func testEnableBackgroundDeliveryForWorkouts() async throws {
        let error = await registrar.enableBackgroundDelivery(for: HKWorkoutType.workoutType(), frequency: .immediate)
        XCTAssertNil(error, "background delivery for HKWorkoutTypeIdentifier")
    }

    func testDisableBackgroundDeliveryOnSignOut() async throws {
        let error = await registrar.disableAllBackgroundDelivery()
        XCTAssertNil(error)
    }
}
