struct ElevationProfile {
    let samples: [Double]
    var hysteresis: Double = 3

    var totalAscent: Double {
        zip(samples, samples.dropFirst()).reduce(0) { total, pair in
            let delta = pair.1 - pair.0
            return delta > 0 ? total + delta : total
        }
    }
}
