import WidgetKit
import os

struct PhotoEntry: TimelineEntry {
    let date: Date
    let favoriteID: String
    let caption: String
    let imageData: Data          // JPEG shown by PhotoWidgetView
}

struct PhotoTimelineProvider: TimelineProvider {
    private let log = Logger(subsystem: "com.hollowstone.app.widgets", category: "Timeline")

    func placeholder(in context: Context) -> PhotoEntry {
        PhotoEntry(date: .now, favoriteID: "placeholder", caption: "", imageData: Data())
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoEntry) -> Void) {
        completion(makeEntries(limit: 1).first ?? placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoEntry>) -> Void) {
        let entries = makeEntries(limit: 4)
        let bytes = entries.reduce(0) { $0 + $1.imageData.count }
        log.info("timeline built: \(entries.count) entries, image bytes \(bytes)")
        WidgetBreadcrumbs.record(timelineFor: entries.first?.favoriteID)
        completion(Timeline(entries: entries, policy: .after(.now.addingTimeInterval(3 * 3600))))
    }

    func makeEntries(limit: Int) -> [PhotoEntry] {
        let store = WidgetStore.open()                         // shared Realm in the App Group
        return store.latestFavorites(limit: limit).enumerated().map { index, favorite in
            PhotoEntry(date: .now.addingTimeInterval(Double(index) * 3600),
                       favoriteID: favorite.id,
                       caption: favorite.caption,
                       imageData: favorite.thumbnailData)     // as synced from the server (size=preview)
        }
    }
}
