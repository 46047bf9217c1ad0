import Foundation

struct HourlyForecast {
    let start: Date
    let windKPH: Double
    let rainProbability: Double
}

/// Hours suitable for spraying: low wind and no rain expected.
enum SprayWindowPlanner {
    static func window(from forecast: [HourlyForecast]) -> [Date] {
        forecast
            .filter { $0.windKPH < 15 }
            .map(\.start)
    }
}
