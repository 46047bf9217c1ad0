//
//  CSVExportTests.swift
//  CivicLedgerTests
//

import Foundation
import Testing
@testable import CivicLedger

@Suite struct CSVExportTests {
    let exporter = CSVExporter()
    let day = ISO8601DateFormatter().date(from: "2026-11-03T12:00:00Z")!

    @Test func quotesCommasInDepartment() {
        let row = exporter.row(for: LedgerEntry(date: day, department: "Parks, Trails", amount: 10))
        #expect(row.contains("\"Parks, Trails\""))
    }

    @Test func amountsUseDotDecimalSeparator() {
        let row = exporter.row(for: LedgerEntry(date: day, department: "Parks", amount: Decimal(string: "1234.5")!))
        #expect(row == "2026-11-03,Parks,1234.50")
    }

    @Test func negativeAmountsKeepSign() {
        let row = exporter.row(for: LedgerEntry(date: day, department: "Roads", amount: -12))
        #expect(row.contains(",-12"))
    }
}
