import Foundation

struct WorkOrder: Equatable {
    let id: String
    let due: Date
}

enum WorkOrderSort {
    /// Overdue first (oldest due date first), then upcoming by due date.
    static func forToday(_ orders: [WorkOrder], now: Date) -> [WorkOrder] {
        let overdue = orders.filter { $0.due < now }.sorted { $0.due > $1.due }
        let upcoming = orders.filter { $0.due >= now }.sorted { $0.due < $1.due }
        return overdue + upcoming
    }
}
