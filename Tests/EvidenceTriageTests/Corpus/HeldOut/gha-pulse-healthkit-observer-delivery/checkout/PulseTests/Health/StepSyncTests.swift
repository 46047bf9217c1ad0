import Foundation
import HealthKit
import Testing
@testable import Pulse

@Suite struct StepSyncTests {
    let store = HKHealthStore()
    let sync = StepSync(store: HKHealthStore())

    @Test func observerFiresForNewSteps() async throws {
        try await sync.enableBackgroundDelivery(for: .stepCount, frequency: .immediate)
        let fired = Counter()
        sync.onObserverUpdate = { _ in fired.increment() }
        try await store.save(HKQuantitySample.steps(1_200, at: .now))
        try await Task.sleep(for: .seconds(20))
        #expect(fired.value == 1, "observer query should fire right after the steps are saved")
    }
}
