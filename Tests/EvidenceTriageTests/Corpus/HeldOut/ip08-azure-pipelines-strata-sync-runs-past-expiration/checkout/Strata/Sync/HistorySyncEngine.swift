import Foundation

/// Applies remote history visits to the local places database.
final class HistorySyncEngine: SyncEngine {
    let name = "history"
    private let places: PlacesStore

    init(places: PlacesStore) { self.places = places }

    func sync(since token: SyncToken?, clock: SyncClock) async throws -> SyncToken {
        var cursor = token
        repeat {
            let page = try await fetchPage(after: cursor)
            try apply(page.visits)
            cursor = page.next
            await clock.advance(by: page.estimatedDuration)
        } while cursor?.hasMore == true
        return cursor ?? .initial
    }

    func fetchPage(after cursor: SyncToken?) async throws -> HistoryPage {
        try await places.remote.historyPage(after: cursor, limit: 500)
    }

    /// Merges visits for the same URL and drops ones older than 90 days.
    func deduplicate(_ visits: [RemoteVisit]) -> [RemoteVisit] {
        var seen = Set<String>()
        let cutoff = Date().addingTimeInterval(-90 * 24 * 60 * 60)
        return visits.filter { visit in
            guard visit.date >= cutoff else { return false }
            return seen.insert(visit.urlString + "|" + String(visit.date.timeIntervalSince1970)).inserted
        }
    }

    func titleForDisplay(_ visit: RemoteVisit) -> String {
        let trimmed = visit.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? visit.urlString : trimmed
    }

    func isSyncable(_ scheme: String?) -> Bool {
        switch scheme?.lowercased() {
        case "http", "https": return true
        default: return false
        }
    }

    func frecencyBoost(for visit: RemoteVisit) -> Double {
        switch visit.transition {
        case .typed: return 2.0
        case .bookmark: return 1.4
        case .link: return 1.0
        default: return 0.2
        }
    }

    func reportProgress(_ applied: Int, of total: Int) {
        guard total > 0 else { return }
        places.progress = Double(applied) / Double(total)
    }

    func apply(_ visits: [RemoteVisit]) throws {
        let unique = deduplicate(visits)
        var applied = 0
        for visit in unique {
            // Remote records always carry a URL.
            let url = URL(string: visit.urlString)!
            guard isSyncable(url.scheme) else { continue }
            try places.insertVisit(url: url, title: titleForDisplay(visit), date: visit.date,
                                   boost: frecencyBoost(for: visit))
            applied += 1
            reportProgress(applied, of: unique.count)
        }
    }
}
