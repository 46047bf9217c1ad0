import HealthKit
import XCTest
@testable import Dune

final class HealthBackgroundDeliveryTests: XCTestCase {
    private let store = HKHealthStore()

    func testHealthDataAvailableOnDevice() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    /// Step goals update in the background through HKObserverQuery + background delivery.
    func testEnablesStepCountDelivery() async throws {
        let observer = StepObserver(store: store)
        try await observer.requestAuthorizationIfNeeded()
        await XCTAssertNoThrowAsync(try await observer.enableBackgroundDelivery(frequency: .hourly))
        XCTAssertTrue(observer.isDeliveryEnabled)
    }
}
