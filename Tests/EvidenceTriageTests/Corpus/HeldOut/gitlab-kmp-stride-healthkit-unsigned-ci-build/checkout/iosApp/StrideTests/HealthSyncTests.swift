import Testing
import HealthKit
import Shared
@testable import Stride

@Suite struct HealthSyncTests {
    @Test func writesStepSamples() async throws {
        let writer = HealthKitWriter(store: HKHealthStore())
        let day = RingDay.companion.fixture(steps: 8_412)
        let saved = try await writer.write(day: day)
        #expect(saved.count == 1)
    }

    @Test func mapsRingDayToQuantity() throws {
        let sample = try HealthKitWriter.sample(for: RingDay.companion.fixture(steps: 120))
        #expect(sample.quantity.doubleValue(for: .count()) == 120)
    }
}
