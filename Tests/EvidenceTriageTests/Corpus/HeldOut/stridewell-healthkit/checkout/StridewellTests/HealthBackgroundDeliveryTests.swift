import HealthKit
import XCTest
@testable import Stridewell

/// Device-only: runs against the real HealthKit store on the QA iPhone.
final class HealthBackgroundDeliveryTests: XCTestCase {
    func testEnableBackgroundDeliveryForStepCount() async throws {
        let delivery = HealthBackgroundDelivery()

        do {
            try await delivery.enable(for: HKQuantityType(.stepCount))
        } catch {
            XCTFail("enableBackgroundDelivery threw \(error)")
        }
    }
}
