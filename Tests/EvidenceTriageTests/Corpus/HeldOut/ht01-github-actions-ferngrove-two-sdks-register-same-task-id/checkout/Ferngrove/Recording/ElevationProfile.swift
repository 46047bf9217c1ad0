import Foundation

struct ElevationProfile {
    /// Samples in metres, in recording order.
    let samples: [Double]
    /// Changes smaller than this are GPS noise and must not count as climbing.
    var noiseThreshold: Double = 3.0

    var totalGain: Double {
        var gain = 0.0
        var anchor = samples.first ?? 0
        for s in samples.dropFirst() {
            let delta = s - anchor
            if abs(delta) >= noiseThreshold || delta > 0 {
                if delta > 0 { gain += delta }
                anchor = s
            }
        }
        return gain
    }

    var totalLoss: Double {
        zip(samples, samples.dropFirst()).reduce(0) { acc, pair in
            let d = pair.1 - pair.0
            return d < -noiseThreshold ? acc - d : acc
        }
    }
}
