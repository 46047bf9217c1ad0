import Foundation
import WidgetKit

struct StreakEntry: TimelineEntry {
    let snapshot: WidgetSnapshot?
    let isSample: Bool

    // Current date, needed by the `TimelineEntry` protocol.
    var date: Date { Date() }
}

struct StreakTimelineProvider: TimelineProvider {
    let store: WidgetSnapshotStoring
    var calendar = Calendar.current

    func placeholder(in context: Context) -> StreakEntry {
        StreakEntry(snapshot: .sample, isSample: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(snapshotEntry(isPreview: context.isPreview))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        makeTimeline(now: .now, completion: completion)
    }

    // MARK: Testable core

    func snapshotEntry(isPreview: Bool) -> StreakEntry {
        let snap = isPreview ? WidgetSnapshot.sample : ((try? store.read()) ?? nil) ?? WidgetSnapshot.sample
        return StreakEntry(snapshot: snap, isSample: snap == .sample)
    }

    /// One entry now and one at each of the next two midnights, when streaks roll over.
    func makeTimeline(now: Date, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        let snapshot: WidgetSnapshot?
        do {
            snapshot = try store.read()
        } catch {
            Log.widget.error("timeline: cannot decode shared snapshot: \(error)")
            return
        }
        let firstMidnight = calendar.startOfDay(for: calendar.date(byAdding: .day, value: 1, to: now)!)
        let secondMidnight = calendar.date(byAdding: .day, value: 1, to: firstMidnight)!
        let entries = [now, firstMidnight, secondMidnight].map { _ in StreakEntry(snapshot: snapshot, isSample: false) }
        completion(Timeline(entries: entries, policy: .after(firstMidnight)))
    }
}
