import Foundation

enum ElevationGain {
    /// Sum of climbs, ignoring changes smaller than `jitter` meters.
    static func total(_ altitudes: [Double], jitter: Double = 3) -> Double {
        zip(altitudes, altitudes.dropFirst()).reduce(0) { acc, pair in
            let d = pair.1 - pair.0
            return d > 0 ? acc + d : acc
        }
    }
}
