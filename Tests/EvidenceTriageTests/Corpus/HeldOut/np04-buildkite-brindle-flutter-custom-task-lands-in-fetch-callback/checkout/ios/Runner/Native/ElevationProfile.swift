import Foundation

struct ElevationProfile {
    let samples: [Double]

    var totalAscent: Double {
        zip(samples, samples.dropFirst()).reduce(0) { sum, pair in
            sum + abs(pair.1 - pair.0)
        }
    }
}
