import Foundation
import WidgetKit

protocol TimelineReloading { func reloadTimelines(ofKind kind: String) }
extension WidgetCenter: TimelineReloading {}

/// Writes widget snapshots to the App Group and asks WidgetKit to rebuild.
final class WidgetPublisher {
    private let store: SnapshotStore
    private let reloader: TimelineReloading

    init(store: SnapshotStore, reloader: TimelineReloading = WidgetCenter.shared) {
        self.store = store
        self.reloader = reloader
    }

    /// One round: every organization x every surface.
    func publish(round: [OrganizationSnapshot]) {
        for org in round {
            for surface in WidgetSurface.allCases {
                let snapshot = org.snapshot(for: surface)
                store.write(snapshot, org: org.id, surface: surface)
                reloader.reloadTimelines(ofKind: surface.kind)
            }
        }
    }
}
