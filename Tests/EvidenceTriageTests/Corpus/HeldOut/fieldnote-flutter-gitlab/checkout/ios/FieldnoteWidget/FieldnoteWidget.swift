import SwiftUI
import WidgetKit

struct NotesEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct NotesProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.org.fieldnote.shared")

    func placeholder(in context: Context) -> NotesEntry {
        NotesEntry(date: .now, titles: ["Heron nest", "Water level"])
    }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) {
        completion(loadEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        defaults?.set(Date().timeIntervalSince1970, forKey: "lastTimelineAt")
        completion(Timeline(entries: [loadEntry()], policy: .never))
    }

    private func loadEntry() -> NotesEntry {
        let data = defaults?.data(forKey: "widget.snapshot") ?? Data()
        let titles = (try? JSONDecoder().decode([String].self, from: data)) ?? []
        return NotesEntry(date: .now, titles: titles)
    }
}

@main
struct FieldnoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FieldnoteWidget", provider: NotesProvider()) { entry in
            VStack(alignment: .leading) { ForEach(entry.titles, id: \.self) { Text($0) } }
        }
        .configurationDisplayName("Latest notes")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
