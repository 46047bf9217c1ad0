//
//  DailyStepImportTests.swift
//  MarrowfieldTests
//

import HealthKit
import XCTest
@testable import Marrowfield

final class DailyStepImportTests: XCTestCase {
    private let steps = HKQuantityType(.stepCount)

    func testFirstImportWritesOneRowPerDay() async throws {
        let journal = InMemoryJournal()
        let source = StubTotals(["2026-11-30": 8_120, "2026-12-01": 2_310])
        let importer = DailyStepImporter(store: journal, source: source, device: "iPhone")
        try await importer.importDelta(for: steps)
        XCTAssertEqual(journal.rows(type: steps.identifier).count, 2)
    }

    /// A wearable syncs late: today's total grows between two background
    /// deliveries. The day's row must be replaced, not duplicated.
    func testReimportReplacesStaleDayTotal() async throws {
        let journal = InMemoryJournal()
        let source = StubTotals(["2026-12-01": 2_310])
        let importer = DailyStepImporter(store: journal, source: source, device: "iPhone")
        try await importer.importDelta(for: steps)

        source.totals["2026-12-01"] = 11_482
        try await importer.importDelta(for: steps)

        let values = journal.rows(type: steps.identifier).values.filter { $0.day == "2026-12-01" }.map(\.value)
        XCTAssertEqual(values, [11_482])
    }

    /// Overnight the watch adds yesterday's late steps. The background delta
    /// must re-read the previous day, not only start at the newest stored day.
    func testBackgroundDeltaRereadsYesterday() async throws {
        let journal = InMemoryJournal()
        let source = StubTotals(["2026-11-30": 9_004, "2026-12-01": 412])
        let importer = DailyStepImporter(store: journal, source: source, device: "iPhone")
        try await importer.importDelta(for: steps)

        source.totals["2026-11-30"] = 12_377
        try await importer.importDelta(for: steps)

        XCTAssertEqual(source.requestedStartDays.last, "2026-11-30")
        let yesterday = journal.rows(type: steps.identifier).values.filter { $0.day == "2026-11-30" }
        XCTAssertEqual(yesterday.map(\.value).max(), 12_377)
    }
}
