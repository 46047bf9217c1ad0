import Foundation

/// Cumulative gain/loss from barometric altitude samples, with a hysteresis
/// band so sensor noise does not count as climbing.
struct ElevationProfile {
    var hysteresis: Double = 3.0   // metres

    func gain(for altitudes: [Double]) -> Double {
        guard var reference = altitudes.first else { return 0 }
        var total = 0.0
        for altitude in altitudes.dropFirst() {
            let delta = altitude - reference
            if delta > hysteresis {
                total += delta
            }
            // Move the reference with every sample.
            reference = altitude
        }
        return total
    }
}
