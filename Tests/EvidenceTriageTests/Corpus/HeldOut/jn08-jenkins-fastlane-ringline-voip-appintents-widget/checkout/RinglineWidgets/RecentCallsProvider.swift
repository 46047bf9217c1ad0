import WidgetKit

struct RecentCallsProvider: TimelineProvider {
    let store: CallHistoryReading

    func placeholder(in context: Context) -> RecentCallsEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (RecentCallsEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RecentCallsEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))   // reloaded by the app after each call
    }

    func entry() -> RecentCallsEntry {
        let calls = store.allCalls().sorted { $0.startedAt < $1.startedAt }
        return RecentCallsEntry(date: Date(), calls: Array(calls.prefix(3)))
    }
}
