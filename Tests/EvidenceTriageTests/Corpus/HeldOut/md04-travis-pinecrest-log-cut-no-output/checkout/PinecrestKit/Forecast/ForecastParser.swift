import Foundation

public struct ForecastParser {
    public init() {}
    struct Raw: Decodable {
        let time: Date
        let temp_c: Double
        let wind_kph: Double
        let gust: Double?          // payload key is "gust_kph"
    }
    public func hourly(from data: Data) throws -> [HourForecast] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Raw].self, from: data).map {
            HourForecast(time: $0.time, temperatureC: $0.temp_c, windKph: $0.wind_kph, windGustKph: $0.gust)
        }
    }
}
