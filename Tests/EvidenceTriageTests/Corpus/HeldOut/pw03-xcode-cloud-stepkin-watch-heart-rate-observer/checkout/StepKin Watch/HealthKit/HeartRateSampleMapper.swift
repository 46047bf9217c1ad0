import HealthKit

enum HeartRateSampleMapper {
    /// Beats per minute shown on the complication.
    static func bpm(from quantity: HKQuantity) -> Double {
        quantity.doubleValue(for: .count().unitDivided(by: .second()))
    }
}
