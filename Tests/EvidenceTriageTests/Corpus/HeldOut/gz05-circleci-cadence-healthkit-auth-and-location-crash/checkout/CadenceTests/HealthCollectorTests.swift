import HealthKit
import XCTest
@testable import Cadence

/// Runs against the simulator's real HKHealthStore.
final class HealthCollectorTests: XCTestCase {
    private let store = HKHealthStore()
    private let heartRate = HKQuantityType(.heartRate)

    func testObserverQueryEnablesBackgroundDelivery() async throws {
        let collector = HealthCollector(store: store, types: [heartRate])
        do {
            try await collector.enableBackgroundDelivery(frequency: .immediate)
        } catch {
            XCTFail("enableBackgroundDelivery failed: \(error)")
        }
    }

    func testAnchoredQueryDeliversHeartRateSamples() async throws {
        let collector = HealthCollector(store: store, types: [heartRate])
        let batch = try await collector.collect(since: nil)
        XCTAssertFalse(batch.samples.isEmpty)
    }
}
