import Foundation
import WidgetKit

struct BillEntry: TimelineEntry, Equatable {
    let date: Date
    let title: String
}

/// Turns the upcoming bills into widget entries: one entry per reminder time,
/// pruned so the timeline does not carry stale entries.
struct BillTimelineBuilder {
    var calendar = Calendar(identifier: .gregorian)

    func entries(for bills: [Bill], now: Date) -> [BillEntry] {
        let all = bills
            .flatMap { bill in bill.reminderDates.map { BillEntry(date: $0, title: bill.reminderTitle(at: $0)) } }
            .sorted { $0.date < $1.date }
        return prune(all, now: now)
    }

    /// Drops entries whose time has passed.
    func prune(_ entries: [BillEntry], now: Date) -> [BillEntry] {
        entries.filter { $0.date > now }
    }

    func timeline(for bills: [Bill], now: Date) -> Timeline<BillEntry> {
        let entries = entries(for: bills, now: now)
        let reload = entries.last?.date ?? now.addingTimeInterval(6 * 3600)
        return Timeline(entries: entries, policy: .after(reload))
    }
}
