import Foundation

struct UnlockEvent: Equatable {
    let date: Date
    let method: String
}

struct UnlockHistoryViewModel {
    var calendar = Calendar.current

    func sections(for events: [UnlockEvent]) -> [(day: Date, events: [UnlockEvent])] {
        let grouped = Dictionary(grouping: events) { calendar.startOfDay(for: $0.date) }
        return grouped.keys.sorted().map { ($0, grouped[$0]!) }
    }
}
