import WidgetKit

struct FocusStatusProvider: TimelineProvider {
    let store: SharedSessionStore

    init(store: SharedSessionStore = .appGroup) {
        self.store = store
    }

    func placeholder(in context: Context) -> FocusStatusEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (FocusStatusEntry) -> Void) {
        completion(FocusStatusEntry(date: .now, session: store.currentSession()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusStatusEntry>) -> Void) {
        Task {
            let session = await store.refreshedSession()
            let entry = FocusStatusEntry(date: .now, session: session)
            let next = session?.endsAt ?? Date.now.addingTimeInterval(30 * 60)
            completion(Timeline(entries: [entry], policy: .after(next)))
        }
    }
}
