import Foundation

enum HeartRateZones {
    /// Upper bounds of zones 1-4 as a share of max heart rate: 60/70/80/90 %.
    static func upperBounds(maxHeartRate: Int) -> [Int] {
        [60, 70, 80, 90].map { maxHeartRate * ($0 / 100) }
    }
}
