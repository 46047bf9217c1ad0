//
//  Fakes.swift
//  MarrowfieldTests
//

import Foundation
import HealthKit
@testable import Marrowfield

final class RecordingHealthStore: HealthStoring {
    private(set) var executedQueries: [HKQuery] = []
    private(set) var backgroundDeliveryTypes: [HKObjectType] = []
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        backgroundDeliveryTypes.append(type)
    }
    func execute(_ query: HKQuery) { executedQueries.append(query) }
}

final class InMemoryJournal: JournalStore {
    private var storage: [String: DayTotal] = [:]
    func upsert(id: String, row: DayTotal) { storage[id] = row }
    func rows(type: String) -> [String: DayTotal] { storage.filter { $0.value.type == type } }
    func newestDay(type: String) -> String? { rows(type: type).values.map(\.day).max() }
}

final class StubTotals: DailyTotalsSource {
    var totals: [String: Double]
    private(set) var requestedStartDays: [String] = []
    init(_ totals: [String: Double]) { self.totals = totals }
    func dailyTotals(type: HKQuantityType, from startDay: String) async throws -> [String: Double] {
        requestedStartDays.append(startDay)
        return totals.filter { $0.key >= startDay }
    }
}

extension DailyStepImporter {
    static func stub() -> DailyStepImporter {
        DailyStepImporter(store: InMemoryJournal(), source: StubTotals([:]), device: "iPhone")
    }
}

extension StepSample {
    static func fixture(hour: Int, count: Double, source: String) -> StepSample {
        let start = ISO8601DateFormatter().date(from: String(format: "2026-12-01T%02d:00:00Z", hour))!
        return StepSample(start: start, end: start.addingTimeInterval(3_000), count: count, sourceBundleID: source)
    }
}
