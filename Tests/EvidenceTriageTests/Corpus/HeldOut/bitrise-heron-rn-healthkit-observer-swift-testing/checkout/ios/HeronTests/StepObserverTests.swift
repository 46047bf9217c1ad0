import Testing
import HealthKit
@testable import Heron

/// Exercises the native half of the React Native HealthKit bridge (HeronHealthBridge) inside the app host.
@Suite("Step observer", .serialized)
struct StepObserverTests {
    let store = HKHealthStore()
    let bridge = HeronHealthBridge.shared

    @Test func observerIsRegisteredForStepCount() async throws {
        try await bridge.enableStepObserver()
        #expect(bridge.activeObserverTypes.contains(HKQuantityType(.stepCount)))
    }

    @Test func observerFiresWithin20sOfSampleWrite() async throws {
        try await bridge.enableStepObserver()
        let now = Date()
        let sample = HKQuantitySample(type: HKQuantityType(.stepCount),
                                      quantity: HKQuantity(unit: .count(), doubleValue: 812),
                                      start: now.addingTimeInterval(-600), end: now)
        try await store.save(sample)
        // The bridge emits "healthKit:StepCount:new" to JS when the HKObserverQuery update handler runs.
        let fired = await bridge.waitForObserverEvent(.stepCount, timeout: .seconds(20))
        #expect(fired, "observer update handler should run after a new step sample is saved")
    }
}
