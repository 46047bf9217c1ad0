import Foundation

struct ForecastParser {
    func parse(_ data: Data) throws -> Forecast {
        let raw = try JSONDecoder().decode(MetResponse.self, from: data)
        let hours = raw.properties.timeseries.map { entry -> ForecastHour in
            let d = entry.data.instant.details
            return ForecastHour(time: entry.time,
                                temperature: d.airTemperature,
                                windGustKnots: d.windSpeedOfGust * 1.852)
        }
        return Forecast(hours: hours)
    }
}
