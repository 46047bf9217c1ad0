import Foundation
import WidgetKit

protocol TimelineReloading {
    func reloadTimelines(ofKind kind: String)
}

struct WidgetCenterReloader: TimelineReloading {
    func reloadTimelines(ofKind kind: String) {
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
    }
}

/// Saves each refresh's snapshot and asks WidgetKit to rebuild the timeline.
/// WidgetKit meters reloads, so an unchanged snapshot should not spend one.
final class WidgetSnapshotPublisher {
    static let kind = "TallyboardUsageWidget"
    private let store: SharedSnapshotStore
    private let reloader: TimelineReloading
    private var lastPublished: UsageSnapshot?

    init(store: SharedSnapshotStore, reloader: TimelineReloading = WidgetCenterReloader()) {
        self.store = store
        self.reloader = reloader
    }

    func publish(_ snapshot: UsageSnapshot) throws {
        try store.write(snapshot)
        if snapshot != lastPublished {
            reloader.reloadTimelines(ofKind: Self.kind)
        }
        lastPublished = snapshot
    }
}
