import XCTest
import HealthKit
@testable import Larch

final class HealthSyncTests: XCTestCase {
    private let store = HKHealthStore()

    func testHeartRateTypeIsQuantityType() {
        XCTAssertNotNil(HKObjectType.quantityType(forIdentifier: .heartRate))
    }

    func testEnablesBackgroundDeliveryForHeartRate() async throws {
        let sync = HealthSync(store: store)
        try await sync.requestAuthorizationForTests()
        try await sync.enableBackgroundDelivery(for: .heartRate, frequency: .immediate)
        XCTAssertTrue(sync.observedTypes.contains(.heartRate))
    }
}
