import Combine
import HealthKit
import XCTest
@testable import Shingle

final class HealthKitManagerTests: XCTestCase {
    private var store: HealthStoringMock!
    private var cancellables = Set<AnyCancellable>()

    override func setUp() {
        super.setUp()
        store = HealthStoringMock()
        store.enableBackgroundDeliveryForReturnValue = .just(true)
    }

    func testThatItRegistersForBackgroundDelivery() {
        let manager = HealthKitManager(store: store)
        manager.registerForBackgroundDelivery()

        // Background delivery only exists for sample types (steps, workouts);
        // the activity summary type is read on demand.
        let expectedCount = HealthKitPermissionType.allCases
            .compactMap { $0.objectType as? HKSampleType }
            .count
        XCTAssertEqual(store.enableBackgroundDeliveryForCallsCount, expectedCount)
    }
}
