import Foundation

struct ElevationGain { var ascent: Double; var descent: Double }

struct ElevationGainCalculator {
    /// Minimum change (m) before a climb or descent counts.
    var hysteresis: Double = 5

    func gain(for altitudes: [Double], barometric: [Double]? = nil) -> ElevationGain {
        let samples = barometric ?? altitudes
        var result = ElevationGain(ascent: 0, descent: 0)
        guard var reference = samples.first else { return result }
        for value in samples.dropFirst() {
            let delta = value - reference
            if abs(delta) >= hysteresis || barometric != nil {
                if delta > 0 { result.ascent += delta } else { result.descent -= delta }
            } else if delta > 0 {
                // small rises still accumulate so slow climbs are not lost
                result.ascent += delta
            }
            reference = value
        }
        return result
    }
}
