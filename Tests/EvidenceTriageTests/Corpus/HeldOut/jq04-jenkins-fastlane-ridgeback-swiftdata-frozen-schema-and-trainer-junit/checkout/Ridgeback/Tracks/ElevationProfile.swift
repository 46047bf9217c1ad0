import Foundation

/// Cumulative climb for a recorded track. GPS altitude jitters by a few metres, so only climbs
/// above the noise floor count.
struct ElevationProfile {
    var noiseFloorMeters: Double = 3

    func totalGain(altitudes: [Double]) -> Double {
        guard var anchor = altitudes.first else { return 0 }
        var gain = 0.0
        for altitude in altitudes.dropFirst() {
            let delta = altitude - anchor
            if abs(delta) >= noiseFloorMeters {
                gain += delta
                anchor = altitude
            }
        }
        return gain
    }
}
