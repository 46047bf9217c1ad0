import XCTest
@testable import Tern

final class HealthObserverBridgeTests: XCTestCase {
    func testBackgroundDeliveryReachesSubscriber() async throws {
        let store = FakeHealthStore()
        let bridge = HealthObserverBridge(store: store)
        var received: [String] = []
        bridge.subscribe(to: .workoutType) { received.append($0.identifier) }
        // HealthKit wakes the app: the observer query's update handler fires.
        await store.fireObserverUpdate(for: .workoutType)
        XCTAssertEqual(received, ["HKWorkoutTypeIdentifier"])
        XCTAssertTrue(store.observerCompletionCalledAfterDelivery)
    }
}
