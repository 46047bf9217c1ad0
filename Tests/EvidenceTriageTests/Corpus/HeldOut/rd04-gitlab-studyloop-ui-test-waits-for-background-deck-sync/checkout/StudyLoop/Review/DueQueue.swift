import Foundation

struct DueCard: Equatable { let id: Int; let due: Date }

struct DueQueue {
    let calendar: Calendar
    func dueToday(_ cards: [DueCard], now: Date) -> [DueCard] {
        cards.filter { calendar.isDate($0.due, inSameDayAs: now) }.sorted { $0.due < $1.due }
    }
}
