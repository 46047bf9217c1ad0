import WidgetKit
import AgendaKit

struct AgendaTimelineProvider: TimelineProvider {
    let builder = AgendaTimelineBuilder(store: SharedAgendaStore.appGroup)

    func placeholder(in context: Context) -> AgendaWidgetEntry { .init(AgendaTimelineBuilder.placeholder) }

    func getSnapshot(in context: Context, completion: @escaping (AgendaWidgetEntry) -> Void) {
        completion(.init(AgendaTimelineBuilder.placeholder))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaWidgetEntry>) -> Void) {
        builder.timeline { entries in
            TimelineStamp.write(Date())   // App Group: last-timeline.json, shown on the app's Debug tab
            completion(Timeline(entries: entries.map(AgendaWidgetEntry.init),
                                policy: .after(Date().addingTimeInterval(30 * 60))))
        }
    }
}
