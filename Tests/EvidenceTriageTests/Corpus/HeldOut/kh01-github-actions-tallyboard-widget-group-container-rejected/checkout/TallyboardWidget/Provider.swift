import WidgetKit
import SwiftUI
import os

struct UsageEntry: TimelineEntry {
    let date: Date
    let snapshot: UsageSnapshot?
}

struct Provider: TimelineProvider {
    private let log = Logger(subsystem: "com.tallyboard.mac.widget", category: "Provider")

    func placeholder(in context: Context) -> UsageEntry {
        UsageEntry(date: .now, snapshot: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (UsageEntry) -> Void) {
        completion(UsageEntry(date: .now, snapshot: SharedSnapshotStore().read()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UsageEntry>) -> Void) {
        log.info("getTimeline called")
        // Lets the integration test observe that WidgetKit asked for a timeline.
        DistributedNotificationCenter.default().postNotificationName(
            .init("com.tallyboard.widget.getTimeline"), object: nil, deliverImmediately: true)
        let entry = UsageEntry(date: .now, snapshot: SharedSnapshotStore().read())
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}
