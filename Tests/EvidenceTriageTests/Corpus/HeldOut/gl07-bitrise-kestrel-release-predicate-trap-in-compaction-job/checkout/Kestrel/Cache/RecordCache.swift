import Foundation
import SwiftData

protocol CacheRow: PersistentModel {
    var fingerprint: String { get }
    var expiresAt: Date { get }
}

@Model final class IndexedSeriesRow: CacheRow {
    var fingerprint: String
    var day: Date
    var value: Double
    var expiresAt: Date
    init(fingerprint: String, day: Date, value: Double, expiresAt: Date) {
        self.fingerprint = fingerprint; self.day = day; self.value = value; self.expiresAt = expiresAt
    }
}

/// Generic cache of rows keyed by the query fingerprint.
struct RecordCache<Row: CacheRow> {
    let modelContext: ModelContext

    func store(_ rows: [Row], for fingerprint: String) throws {
        try deleteAll(for: fingerprint)
        rows.forEach { modelContext.insert($0) }
        try modelContext.save()
    }

    func deleteAll(for fingerprint: String) throws {
        let predicate = #Predicate<Row> { $0.fingerprint == fingerprint }
        try? modelContext.delete(model: Row.self, where: predicate)
    }

    func deleteExpired(now: Date) throws {
        let predicate = #Predicate<Row> { $0.expiresAt < now }
        try? modelContext.delete(model: Row.self, where: predicate)
        try modelContext.save()
    }
}
