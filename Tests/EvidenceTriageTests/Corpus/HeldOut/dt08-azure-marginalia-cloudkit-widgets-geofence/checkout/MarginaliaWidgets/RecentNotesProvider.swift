import WidgetKit

struct RecentNotesProvider: TimelineProvider {
    let store = SharedNoteStore(appGroup: "group.app.marginalia.notes")

    func placeholder(in context: Context) -> RecentNotesEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (RecentNotesEntry) -> Void) {
        completion(RecentNotesEntry(date: .now, notes: store.recent(limit: 3)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RecentNotesEntry>) -> Void) {
        store.stampTimelineGenerated(at: .now)   // read by WidgetTimelineTests
        let entry = RecentNotesEntry(date: .now, notes: store.recent(limit: 3))
        // Ask for a refresh a minute from now; WidgetKit treats this as the
        // earliest date, within the widget's daily reload budget.
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(60))))
    }
}
