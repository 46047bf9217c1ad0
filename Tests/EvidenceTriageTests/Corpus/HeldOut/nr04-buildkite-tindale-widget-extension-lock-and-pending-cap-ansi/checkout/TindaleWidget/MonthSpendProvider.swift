import WidgetKit

struct MonthSpendProvider: TimelineProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<MonthSpendEntry>) -> Void) {
        // The extension opens the shared ledger like the app does and brings its schema up to date first.
        let ledger = try? SharedLedger.open(runMigrations: true)
        let summary = ledger?.readSnapshot() ?? .empty
        SnapshotSignal.post(.widgetDidRead(summary.month))
        completion(Timeline(entries: [MonthSpendEntry(date: .now, summary: summary)], policy: .atEnd))
    }
    func placeholder(in context: Context) -> MonthSpendEntry { .placeholder }
    func getSnapshot(in context: Context, completion: @escaping (MonthSpendEntry) -> Void) { completion(.placeholder) }
}
