import WidgetKit

struct WeatherTimelineBuilder {
    let forecast: Forecast
    let now: Date

    func timeline() async -> Timeline<WeatherEntry> {
        let entries = forecast.hours.prefix(6).map { WeatherEntry(date: $0.start, hour: $0) }
        // Forecast data is refreshed by the app's BGAppRefreshTask, which reloads the widget itself.
        return Timeline(entries: entries, policy: .never)
    }
}
