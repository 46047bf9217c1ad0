import HealthKit
@testable import Tidewell

final class FakeHealthStore: HealthStoreReading {
    var nextBatch = SampleBatch(samples: [], newAnchor: nil)
    var nextError: Error?

    func samples(of type: HKQuantityType, after anchor: HKQueryAnchor?) async throws -> SampleBatch {
        if let nextError { throw nextError }
        return nextBatch
    }
}

final class InMemoryAnchorStore: AnchorStore {
    private var anchors: [String: HKQueryAnchor] = [:]
    func anchor(for identifier: String) -> HKQueryAnchor? { anchors[identifier] }
    func setAnchor(_ anchor: HKQueryAnchor?, for identifier: String) { anchors[identifier] = anchor }
}

final class RecordingTotalsSink: DailyTotalsSink {
    private(set) var merged: [(DailyTotals, String)] = []
    func merge(_ totals: DailyTotals, for identifier: String) { merged.append((totals, identifier)) }
}

extension HKQueryAnchor {
    static func fixture(_ value: Int) -> HKQueryAnchor { HKQueryAnchor(fromValue: value) }
}

extension HKQuantitySample {
    static func water(ml: Double) -> HKQuantitySample {
        HKQuantitySample(type: HKQuantityType(.dietaryWater),
                         quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: ml),
                         start: Date(timeIntervalSince1970: 1_793_000_000), end: Date(timeIntervalSince1970: 1_793_000_060))
    }

    static func steps(_ count: Double) -> HKQuantitySample {
        HKQuantitySample(type: HKQuantityType(.stepCount),
                         quantity: HKQuantity(unit: .count(), doubleValue: count),
                         start: Date(timeIntervalSince1970: 1_793_000_000), end: Date(timeIntervalSince1970: 1_793_000_600))
    }
}
