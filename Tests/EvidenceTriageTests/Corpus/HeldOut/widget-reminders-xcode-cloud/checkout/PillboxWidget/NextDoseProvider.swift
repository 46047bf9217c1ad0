import WidgetKit

struct NextDoseProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextDoseEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (NextDoseEntry) -> Void) {
        completion(.placeholder)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextDoseEntry>) -> Void) {
        AppGroup.defaults.set(Date(), forKey: "lastTimelineRequest")
        let entries = Self.entries(for: DoseSchedule.load(), now: Date())
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
