import FernhillKit
import WidgetKit

struct TodayProvider: TimelineProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodayEntry>) -> Void) {
        let url = SharedDatabase.url(in: FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.fernhill")!)
        let total = (try? SharedDatabase.widgetSnapshot(at: url)) ?? 0
        completion(Timeline(entries: [TodayEntry(date: .now, totalML: total)], policy: .after(.now.addingTimeInterval(900))))
    }
    func placeholder(in context: Context) -> TodayEntry { TodayEntry(date: .now, totalML: 1250) }
    func getSnapshot(in context: Context, completion: @escaping (TodayEntry) -> Void) { completion(placeholder(in: context)) }
}
