enum ElevationStats {
    /// Total ascent, ignoring wiggles smaller than `noiseThreshold` metres.
    static func gain(_ samples: [Double], noiseThreshold: Double) -> Double {
        zip(samples, samples.dropFirst()).reduce(0) { total, pair in
            let delta = pair.1 - pair.0
            return delta > 0 ? total + delta : total
        }
    }
}
