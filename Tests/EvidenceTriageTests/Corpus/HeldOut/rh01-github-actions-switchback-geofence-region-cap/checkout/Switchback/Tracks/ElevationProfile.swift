struct ElevationProfile {
    let samples: [Double]
    var totalAscent: Double {
        var total = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) where b > a { total += b - a }
        return total
    }
}
