import WidgetKit

struct UseSoonEntry: TimelineEntry {
    let date: Date
    let items: [PantryItem]
    let photo: UIImage?
}

struct UseSoonProvider: TimelineProvider {
    var store = SharedStore.appGroup

    func placeholder(in context: Context) -> UseSoonEntry {
        UseSoonEntry(date: .now, items: PantryItem.placeholders, photo: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (UseSoonEntry) -> Void) {
        completion(makeEntry(now: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UseSoonEntry>) -> Void) {
        let now = Date.now
        store.lastTimelineBuild = now
        let entry = makeEntry(now: now)
        completion(Timeline(entries: [entry],
                            policy: .after(Self.nextReloadDate(items: entry.items, now: now))))
    }

    func makeEntry(now: Date) -> UseSoonEntry {
        let items = store.items.sorted { $0.expiresAt < $1.expiresAt }
        let photo = items.first?.photoData.flatMap(EntryPhoto.prepare)
        return UseSoonEntry(date: now, items: Array(items.prefix(4)), photo: photo)
    }

    /// Reload when the next item crosses its expiry, or in 6 h.
    static func nextReloadDate(items: [PantryItem], now: Date) -> Date {
        items.map(\.expiresAt).min() ?? now.addingTimeInterval(6 * 3600)
    }
}
