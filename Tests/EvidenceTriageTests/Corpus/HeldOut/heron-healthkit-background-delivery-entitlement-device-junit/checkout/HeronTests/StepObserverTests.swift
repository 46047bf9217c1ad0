import XCTest
import HealthKit
@testable import Heron

/// Device-lab suite: runs on the lab iPhone with Health authorization pre-granted.
final class StepObserverTests: XCTestCase {
    private let store = HKHealthStore()

    func testStepTypeIsRequested() {
        XCTAssertTrue(StepObserver.readTypes.contains(HKQuantityType(.stepCount)))
    }

    func testEnableBackgroundDeliveryForStepCount() async throws {
        let observer = StepObserver(store: store)
        try await observer.enableBackgroundDelivery()
        XCTAssertTrue(observer.backgroundDeliveryEnabled)
    }

    func testObserverQueryIsLongRunning() {
        let observer = StepObserver(store: store)
        XCTAssertNotNil(observer.makeObserverQuery())
    }
}
