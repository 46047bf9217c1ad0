import XCTest
@testable import PinecrestLedger

final class LedgerPluginTests: XCTestCase {
    func testRolloverCarriesUnspentAmount() {
        let july = Envelope(name: "Groceries", budget: 40000, spent: 31250)
        let august = Rollover.apply(from: july, budget: 40000)
        XCTAssertEqual(august.available, 48750)
    }

    func testCsvImportSkipsHeader() throws {
        let csv = "date,payee,amount\n2026-08-01,Corner Market,-18.40\n2026-08-02,Bus pass,-62.00\n"
        let rows = try CsvImporter().parse(csv)
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows.first?.payee, "Corner Market")
    }
}
