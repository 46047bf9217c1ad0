import HealthKit
import XCTest
@testable import Tidewell

/// Runs against the real HKHealthStore in the hosted test app: the point is to
/// prove the signed app may enable background delivery at all.
final class HealthBackgroundDeliveryTests: XCTestCase {
    private let store = HKHealthStore()

    override func setUp() async throws {
        try XCTSkipUnless(HKHealthStore.isHealthDataAvailable(), "HealthKit unavailable on this destination")
    }

    func testObservedTypesCoverGoalRing() {
        let identifiers = HealthBackgroundDelivery.observedTypes.map(\.identifier)
        XCTAssertEqual(Set(identifiers), [HKQuantityTypeIdentifier.stepCount.rawValue,
                                          HKQuantityTypeIdentifier.dietaryWater.rawValue])
    }

    func testEnablesBackgroundDeliveryForStepCount() async {
        let delivery = HealthBackgroundDelivery(store: store) { _ in }
        var thrown: Error?
        do {
            try await delivery.enable(HKQuantityType(.stepCount))
        } catch {
            thrown = error
        }
        XCTAssertNil(thrown, "enableBackgroundDelivery threw \(String(describing: thrown))")

        try? await store.disableAllBackgroundDelivery()
    }
}
