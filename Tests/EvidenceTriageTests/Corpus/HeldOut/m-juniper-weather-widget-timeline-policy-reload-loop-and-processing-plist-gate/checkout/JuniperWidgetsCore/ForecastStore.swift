import WidgetKit

final class ForecastStore {
    enum Context { case app, widgetExtension }
    private let api: ForecastAPI
    private let widgetCenter: WidgetCentering
    private let context: Context

    init(api: ForecastAPI, widgetCenter: WidgetCentering = WidgetCenter.shared, context: Context) {
        self.api = api
        self.widgetCenter = widgetCenter
        self.context = context
    }

    func refresh() async throws {
        let forecast = try await api.forecast()
        try SharedForecastCache.write(forecast)
        widgetCenter.reloadAllTimelines()
    }
}
