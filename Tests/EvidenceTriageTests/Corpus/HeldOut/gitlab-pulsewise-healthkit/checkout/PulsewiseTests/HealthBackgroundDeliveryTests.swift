import XCTest
import HealthKit
@testable import Pulsewise

/// Runs on the tethered CI iPhone (HealthKit background delivery cannot be
/// enabled in the Simulator). Authorization is granted once per device by the
/// provisioning script in ci/device-prep.sh.
final class HealthBackgroundDeliveryTests: XCTestCase {
    private var store: HKHealthStore!
    private var coordinator: BackgroundDeliveryCoordinator!

    override func setUp() async throws {
        try await super.setUp()
        try XCTSkipUnless(HKHealthStore.isHealthDataAvailable(), "HealthKit unavailable on this destination")
        store = HKHealthStore()
        coordinator = BackgroundDeliveryCoordinator(store: store, recorder: .inMemory)
    }

    override func tearDown() async throws {
        try? await store.disableAllBackgroundDelivery()
        coordinator = nil
        store = nil
        try await super.tearDown()
    }

    func testObserverQueriesAreCreatedForEveryTrackedType() async throws {
        let types = coordinator.trackedTypes
        XCTAssertEqual(Set(types.map(\.identifier)), [
            HKQuantityTypeIdentifier.restingHeartRate.rawValue,
            HKQuantityTypeIdentifier.heartRateVariabilitySDNN.rawValue,
            HKQuantityTypeIdentifier.stepCount.rawValue,
        ])
    }

    func testEnableBackgroundDeliveryForRestingHeartRate() async throws {
        let type = HKQuantityType(.restingHeartRate)

        // Throws if the signed app lacks the background-delivery entitlement.
        try await coordinator.enableBackgroundDelivery(for: type, frequency: .hourly)

        XCTAssertTrue(coordinator.isDeliveryEnabled(for: type))
    }

    func testDisableBackgroundDeliveryClearsState() async throws {
        let type = HKQuantityType(.heartRateVariabilitySDNN)
        coordinator.markEnabledForTesting(type)
        try await coordinator.disableBackgroundDelivery(for: type)
        XCTAssertFalse(coordinator.isDeliveryEnabled(for: type))
    }
}
