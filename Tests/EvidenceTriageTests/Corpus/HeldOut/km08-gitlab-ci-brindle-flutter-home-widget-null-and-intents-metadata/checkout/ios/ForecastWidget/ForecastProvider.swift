import WidgetKit

struct ForecastProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.brindleweather.app")!

    func placeholder(in context: Context) -> ForecastEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(ForecastEntry.load(from: defaults))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        defaults.set(Date(), forKey: "timeline_generated_at")
        let entry = ForecastEntry.load(from: defaults)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}
