import WidgetKit

struct TallyProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.app.tallyho.shared")

    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now, counts: [:]) }

    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
        completion(TallyEntry(date: .now, counts: readCounts()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        defaults?.set(Date().timeIntervalSince1970, forKey: "timelineGeneratedAt")
        completion(Timeline(entries: [TallyEntry(date: .now, counts: readCounts())], policy: .never))
    }

    private func readCounts() -> [String: Int] {
        (defaults?.dictionaryRepresentation() ?? [:]).compactMapValues { $0 as? Int }
    }
}
