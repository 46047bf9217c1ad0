import XCTest
import HealthKit
@testable import StrideLedger

final class HealthObserverRegistryTests: XCTestCase {
    private let steps = HKQuantityType(.stepCount)
    private let energy = HKQuantityType(.activeEnergyBurned)

    func testStartRegistersObserverAndBackgroundDelivery() {
        let store = FakeHealthStore()
        let registry = HealthObserverRegistry(store: store) { _, done in done() }
        registry.start(types: [steps])
        XCTAssertEqual(store.executed.count, 1)
        XCTAssertEqual(store.backgroundDeliveryRequests.count, 1)
    }

    /// start() runs at launch and again when the scene becomes active; a second
    /// call must not stack a second observer (each one calls onUpdate, so every
    /// background wake would sync twice).
    func testStartTwiceKeepsOneObserverPerType() {
        let store = FakeHealthStore()
        let registry = HealthObserverRegistry(store: store) { _, done in done() }

        registry.start(types: [steps, energy])
        registry.start(types: [steps, energy])

        XCTAssertEqual(registry.activeQueries.count, 2)
        XCTAssertEqual(store.executed.count, 2)
    }
}
