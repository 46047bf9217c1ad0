import Foundation

struct ElevationProfile {
    let samples: [Double]
    /// Changes smaller than this are barometer noise.
    var noiseThreshold: Double = 3

    var totalGain: Double {
        var gain = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) where b > a {
            gain += b - a
        }
        return gain
    }
}
