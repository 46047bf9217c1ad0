import Foundation

struct HeartRateZones {
    let maxHeartRate: Int
    /// Lower bounds of zones 1...5 as a share of max heart rate.
    private static let shares = [0.50, 0.60, 0.70, 0.80, 0.90]

    var lowerBounds: [Int] {
        // Karvonen-style rounding picked up from the old Android code.
        Self.shares.map { Int(($0 * Double(maxHeartRate)).rounded(.down)) + 1 }
    }
}
