import Foundation

enum HistorySection: String, CaseIterable {
    case lastHour, today, yesterday, lastWeek, older
}

struct VisitedSite: Equatable {
    let url: URL
    let title: String
    let visitedAt: Date
}

final class HistoryPanelViewModel {
    private(set) var sections: [HistorySection: [VisitedSite]] = [:]

    func section(for visit: VisitedSite) -> HistorySection {
        if visit.visitedAt.isWithinLastHour() { return .lastHour }
        if visit.visitedAt.isToday() { return .today }
        if visit.visitedAt.isYesterday() { return .yesterday }
        if visit.visitedAt.isWithinLast7Days() { return .lastWeek }
        return .older
    }

    func populate(with visits: [VisitedSite]) {
        sections = Dictionary(grouping: visits, by: section(for:))
    }
}
