import OSLog
import WidgetKit

struct ContinueReadingProvider: TimelineProvider {
    private let log = Logger(subsystem: "net.bookmoth.reader.widget", category: "Snapshot")

    func getTimeline(in context: Context, completion: @escaping (Timeline<ContinueReadingEntry>) -> Void) {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.net.bookmoth.reader") else {
            log.error("containerURL(forSecurityApplicationGroupIdentifier: group.net.bookmoth.reader) returned nil — showing placeholder")
            completion(Timeline(entries: [.placeholder], policy: .never))
            return
        }
        let entry = (try? Data(contentsOf: container.appendingPathComponent("widget-snapshot.json")))
            .flatMap { try? JSONDecoder().decode(WidgetSnapshot.self, from: $0) }
            .map(ContinueReadingEntry.init) ?? .placeholder
        completion(Timeline(entries: [entry], policy: .never))
    }

    func placeholder(in context: Context) -> ContinueReadingEntry { .placeholder }
    func getSnapshot(in context: Context, completion: @escaping (ContinueReadingEntry) -> Void) { completion(.placeholder) }
}
