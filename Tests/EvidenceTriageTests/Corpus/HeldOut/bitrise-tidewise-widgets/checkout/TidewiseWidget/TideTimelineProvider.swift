import WidgetKit
import TidewiseKit

struct TideTimelineProvider: TimelineProvider {
    var store: TideStore = .appGroup
    var clock: WidgetClock = .live
    private let renderer = TideChartRenderer()

    func placeholder(in context: Context) -> TideEntry { placeholderEntry(family: context.family) }
    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        Task { completion(await buildTimeline(family: context.family).entries.first ?? placeholderEntry(family: context.family)) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        Task {
            let timeline = await buildTimeline(family: context.family)
            store.recordTimelineBuild(at: clock.now)
            completion(timeline)
        }
    }

    func buildTimeline(family: WidgetFamily) async -> Timeline<TideEntry> {
        let series = await store.series(around: clock.now)
        // TODO(widgets): downscale for the widget family before handing to WidgetKit.
        let chart = renderer.render(series)
        let entries = series.hourlyMarks(until: series.nextHighTide).map {
            TideEntry(date: $0.date, height: $0.height, chart: chart)
        }
        return Timeline(entries: entries, policy: .after(series.nextHighTide))
    }

    func placeholderEntry(family: WidgetFamily) -> TideEntry { .placeholder(for: family) }
}
