import XCTest
@testable import Runner

final class LedgerRollupTests: XCTestCase {
    private let november = DateComponents(year: 2026, month: 11)

    func testMonthlyTotalsGroupByCategory() {
        let rollup = LedgerRollup(entries: Fixtures.november)
        XCTAssertEqual(rollup.totals(for: november).keys.sorted(), ["groceries", "rent", "transport"])
    }

    func testMonthlyTotalsIgnoreVoidedEntries() {
        let entries = [
            LedgerEntry(id: "e1", category: "groceries", amount: -98.00, date: "2026-11-03", voided: false),
            LedgerEntry(id: "e2", category: "groceries", amount: -44.00, date: "2026-11-10", voided: false),
            // Voided duplicate of e2 imported from the bank CSV.
            LedgerEntry(id: "e3", category: "groceries", amount: -42.50, date: "2026-11-10", voided: true),
        ]
        let rollup = LedgerRollup(entries: entries)

        let groceries = rollup.totals(for: november)["groceries"]

        // -98.00 + -44.00; e3 is voided.
        // Voided entries stay in the ledger (audit trail) but must never
        // count towards totals or the export (PIN-233).
        XCTAssertEqual(groceries, Decimal(string: "-142.00"))
    }

    func testRollupIsStableAcrossTimeZones() {
        let rollup = LedgerRollup(entries: Fixtures.november, timeZone: TimeZone(identifier: "Pacific/Auckland")!)
        XCTAssertEqual(rollup.totals(for: november)["rent"], Decimal(string: "-1450.00"))
    }
}
