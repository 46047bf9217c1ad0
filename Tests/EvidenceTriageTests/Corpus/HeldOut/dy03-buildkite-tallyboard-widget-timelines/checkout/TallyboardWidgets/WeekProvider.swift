import WidgetKit
import SwiftUI

struct WeekEntry: TimelineEntry {
    /// When WidgetKit should show this entry (real time).
    let date: Date
    /// The app-clock "now" the view should render the week grid for.
    let appNow: Date
    let snapshot: WeekSnapshot
}

struct WeekProvider: TimelineProvider {
    let store: WeekSnapshotStore

    func placeholder(in context: Context) -> WeekEntry {
        WeekEntry(date: Date(), appNow: Date(), snapshot: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeekEntry) -> Void) {
        completion(makeTimeline().entries[0])
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeekEntry>) -> Void) {
        completion(makeTimeline())
    }

    /// One entry plus a reload at the next app-clock midnight.
    func makeTimeline() -> Timeline<WeekEntry> {
        let snapshot = store.readSnapshot() ?? .empty
        let appNow = AppClock.now()
        let appMidnight = Calendar(identifier: .gregorian).startOfDay(for: appNow.addingTimeInterval(86_400))
        // WidgetKit interprets `.after(...)` against real wall-clock time, so translate
        // the app-clock midnight to the real instant it maps to.
        let midnight = AppClock.realTime(forApp: appMidnight)
        let entry = WeekEntry(date: appNow, appNow: appNow, snapshot: snapshot)
        return Timeline(entries: [entry], policy: .after(midnight))
    }
}
