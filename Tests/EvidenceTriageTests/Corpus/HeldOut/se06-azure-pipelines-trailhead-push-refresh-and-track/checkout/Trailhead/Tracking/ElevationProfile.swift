import Foundation

struct ElevationProfile {
    let samples: [Double]
    var totalGain: Double {
        zip(samples, samples.dropFirst()).reduce(0) { acc, pair in
            let d = pair.1 - pair.0
            return d > 0 ? acc + d : acc
        }
    }
}
