import SwiftUI
import TallybirdKit
import WidgetKit

struct StreakProvider: TimelineProvider {
    private let store = StreakStore(appGroup: "group.com.tallybird.shared")
    private let policy = StreakTimelinePolicy()

    func placeholder(in context: Context) -> StreakEntry { StreakEntry(date: .now, streak: 7) }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(store.currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        let entry = store.currentEntry()
        // Probe used by WidgetReloadTests to see when WidgetKit rebuilt the timeline.
        UserDefaults(suiteName: "group.com.tallybird.shared")?
            .set(Date.now.timeIntervalSince1970, forKey: "widget.streak.lastTimelineBuild")
        completion(Timeline(entries: [entry], policy: .after(policy.nextReload(for: entry, now: .now))))
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StreakWidget", provider: StreakProvider()) { entry in
            StreakWidgetView(entry: entry)
        }
        .configurationDisplayName("Streak")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
