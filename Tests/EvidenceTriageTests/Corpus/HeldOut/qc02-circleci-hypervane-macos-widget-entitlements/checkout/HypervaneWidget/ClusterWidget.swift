import SwiftUI
import WidgetKit

struct ClusterWidget: Widget {
    let kind = "dev.hypervane.cluster"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ClusterProvider()) { entry in
            ClusterWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Cluster")
        .description("Node status and resource usage.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ClusterProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClusterEntry { .placeholder }
    func getSnapshot(in context: Context, completion: @escaping (ClusterEntry) -> Void) {
        completion(SharedSnapshotStore().load() ?? .placeholder)
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClusterEntry>) -> Void) {
        let entry = SharedSnapshotStore().load() ?? .placeholder
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
    }
}
