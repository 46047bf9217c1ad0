import WidgetKit
import TallyoKit

/// WidgetKit keeps one Provider instance alive across timeline requests in the extension process.
public final class UsageTimelineProvider: TimelineProvider {
    private let store: SnapshotReading
    private var cached: UsageSnapshot?

    public init(store: SnapshotReading = SharedSnapshotStore.shared) {
        self.store = store
    }

    public func placeholder(in context: Context) -> UsageEntry { .placeholder }

    public func getSnapshot(in context: Context, completion: @escaping (UsageEntry) -> Void) {
        completion(UsageEntry(date: .now, snapshot: currentSnapshot()))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<UsageEntry>) -> Void) {
        let entry = UsageEntry(date: .now, snapshot: currentSnapshot())
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(30 * 60))))
    }

    func currentSnapshot() -> UsageSnapshot {
        // Cache added in TAL-91 to avoid re-reading the JSON on every family size.
        if let cached { return cached }
        let snapshot = store.readSnapshot() ?? .empty
        cached = snapshot
        return snapshot
    }
}
