import BackgroundTasks
import Foundation

/// Work behind com.marigold.rx.history-compaction: keep one dose record per medication per day.
struct HistoryCompactionJob {
    var store: DoseHistoryStore

    func compact() {
        let grouped = Dictionary(grouping: store.all()) { DayKey(medication: $0.medicationID, day: $0.takenAt.startOfDay) }
        let kept = grouped.values.compactMap { doses in doses.min(by: { $0.takenAt < $1.takenAt }) }
        store.replaceAll(with: kept)
    }
}
