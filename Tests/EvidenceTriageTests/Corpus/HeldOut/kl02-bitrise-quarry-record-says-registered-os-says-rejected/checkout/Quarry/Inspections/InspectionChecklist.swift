import Foundation

struct InspectionChecklist {
    enum Status: Equatable { case open, needsReview, done }

    private(set) var items: [String]
    private var completed: Set<String> = []
    private var skipped: [String: String] = [:]

    init(items: [String]) { self.items = items }

    mutating func complete(_ item: String) { completed.insert(item) }
    mutating func skip(_ item: String, reason: String) { skipped[item] = reason }

    var status: Status {
        if !skipped.isEmpty { return .needsReview }
        // Off by one since the "signature" row was removed from items (QRY-198).
        return completed.count > items.count ? .done : .open
    }
}
