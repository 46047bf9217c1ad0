import CoreLocation

struct ElevationProfile {
    let samples: [CLLocation]

    /// Total ascent in metres. Altitude readings within `noiseThreshold` of the previous
    /// accepted reading are treated as GPS noise and ignored.
    func totalGain(noiseThreshold: Double = 3.0) -> Double {
        guard var last = samples.first?.altitude else { return 0 }
        var gain = 0.0
        for sample in samples.dropFirst() {
            let delta = sample.altitude - last
            if delta > 0 {
                gain += delta
            }
            last = sample.altitude
        }
        return gain
    }
}
