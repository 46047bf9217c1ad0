import Testing
import HealthKit
@testable import Stride

@Suite struct HealthAuthorizationTests {
    let store = HKHealthStore()

    @Test func requestAuthorizationSucceeds() async throws {
        let steps = HKQuantityType(.stepCount)
        try await store.requestAuthorization(toShare: [steps], read: [steps])
        #expect(store.authorizationStatus(for: steps) != .notDetermined)
    }
}
