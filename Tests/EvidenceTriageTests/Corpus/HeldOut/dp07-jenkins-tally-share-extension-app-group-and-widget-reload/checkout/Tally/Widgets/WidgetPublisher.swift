import WidgetKit

final class WidgetPublisher {
    private let store: SharedSnapshotStore

    init(store: SharedSnapshotStore) { self.store = store }

    func publish(month: MonthSummary) throws {
        try store.write(MonthSnapshot(summary: month))
        // Asks WidgetKit to reload; the system decides when getTimeline actually runs.
        WidgetCenter.shared.reloadAllTimelines()
    }
}
