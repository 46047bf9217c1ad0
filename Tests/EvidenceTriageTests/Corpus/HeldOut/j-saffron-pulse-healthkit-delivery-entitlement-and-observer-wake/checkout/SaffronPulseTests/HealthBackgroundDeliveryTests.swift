import Testing
import HealthKit
@testable import SaffronPulse

@Suite("Health background delivery", .serialized)
struct HealthBackgroundDeliveryTests {
    let store = HKHealthStore()

    @Test("read authorization is requested for steps and resting HR")
    func requestsReadTypes() {
        #expect(HealthTypes.read.contains(HKQuantityType(.stepCount)))
        #expect(HealthTypes.read.contains(HKQuantityType(.restingHeartRate)))
    }

    @Test("enables hourly background delivery for steps")
    func enablesHourlyStepDelivery() async throws {
        try await store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly)
    }
}
