import HealthKit
import XCTest
@testable import Pulsepath

/// Talks to the real HKHealthStore in the Simulator (integration suite).
final class BackgroundDeliveryRegistrarTests: XCTestCase {
    func testObserverQueriesCreatedForEveryType() {
        let registrar = BackgroundDeliveryRegistrar(store: HKHealthStore())
        XCTAssertEqual(registrar.observedTypes, HealthTypes.backgroundDelivered)
    }

    func testEnablesHourlyDeliveryForRestingHeartRate() async throws {
        let registrar = BackgroundDeliveryRegistrar(store: HKHealthStore())
        try await registrar.enableDelivery(for: HKQuantityType(.restingHeartRate), frequency: .hourly)
        XCTAssertTrue(registrar.isEnabled(for: HKQuantityType(.restingHeartRate)))
    }
}
