import XCTest
import HealthKit
@testable import Stridewell

final class BackgroundDeliveryTests: XCTestCase {
    func testEnableBackgroundDeliveryForRestingHeartRate() async throws {
        let store = HKHealthStore()
        try await store.enableBackgroundDelivery(for: HKQuantityType(.restingHeartRate), frequency: .hourly)
    }
}
