import Foundation

/// Total ascent from barometric altitude samples. Barometer noise of ±1 m would add
/// hundreds of metres over a day, so climbs shorter than the threshold are ignored.
struct ElevationProfile {
    var samples: [Double]          // metres, one per recorded point
    var noiseThreshold: Double = 3 // metres

    var totalAscent: Double {
        guard var anchor = samples.first else { return 0 }
        var ascent = 0.0
        for altitude in samples.dropFirst() {
            let delta = altitude - anchor
            if delta > 0 {
                ascent += delta
                anchor = altitude
            } else if -delta >= noiseThreshold {
                anchor = altitude
            }
        }
        return ascent
    }
}
