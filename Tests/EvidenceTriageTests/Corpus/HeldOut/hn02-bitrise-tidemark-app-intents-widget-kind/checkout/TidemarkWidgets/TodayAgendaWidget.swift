import SwiftUI
import TidemarkKit
import WidgetKit

struct TodayAgendaWidget: Widget {
    let kind: String = WidgetKinds.todayAgenda

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AgendaProvider()) { entry in
            TodayAgendaView(entry: entry)
        }
        .configurationDisplayName("Today")
        .description("Your next tasks and focus blocks.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct AgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AgendaEntry { .placeholder }
    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) { completion(.placeholder) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        completion(AgendaTimelineBuilder(openStore: { try AgendaStore.sharedReadOnly() }).timeline())
    }
}
