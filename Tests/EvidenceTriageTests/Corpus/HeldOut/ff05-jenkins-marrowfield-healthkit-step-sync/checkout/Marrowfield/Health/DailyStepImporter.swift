//
//  DailyStepImporter.swift
//  Marrowfield
//
//  Writes one row per (type, local day) into the journal database. Called
//  from the HealthKit observer (background delivery) and from manual import.
//

import Foundation
import CryptoKit
import HealthKit

struct DayTotal: Codable, Equatable {
    let type: String
    let day: String        // yyyy-MM-dd in the user's calendar
    let value: Double
    let device: String
}

protocol JournalStore: AnyObject {
    func upsert(id: String, row: DayTotal)
    func rows(type: String) -> [String: DayTotal]
    func newestDay(type: String) -> String?
}

protocol DailyTotalsSource {
    func dailyTotals(type: HKQuantityType, from startDay: String) async throws -> [String: Double]
}

final class DailyStepImporter {
    private let store: JournalStore
    private let source: DailyTotalsSource
    private let device: String

    init(store: JournalStore, source: DailyTotalsSource, device: String) {
        self.store = store
        self.source = source
        self.device = device
    }

    func importDelta(for type: HKQuantityType) async throws {
        let identifier = type.identifier
        // Start at the newest stored day (today, once today has been imported).
        let startDay = store.newestDay(type: identifier) ?? "1970-01-01"
        let totals = try await source.dailyTotals(type: type, from: startDay)
        for (day, value) in totals {
            let row = DayTotal(type: identifier, day: day, value: value, device: device)
            store.upsert(id: Self.rowID(for: row), row: row)
        }
    }

    /// Row id derived from the payload so identical imports are idempotent.
    static func rowID(for row: DayTotal) -> String {
        let data = try! JSONEncoder().encode(row)
        return SHA256.hash(data: data).compactMap { String(format: "%02x", $0) }.joined()
    }
}
