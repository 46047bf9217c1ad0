import XCTest
@testable import FieldstoneTestHost

final class VisitImportTests: XCTestCase {
    func testTotalsPerAccount() {
        let totals = VisitImporter.totals(from: [.init(accountID: "001A", name: "Acme Dairy", visits: 3)])
        XCTAssertEqual(totals["001A"], 3)
    }

    func testImportMergesDuplicateAccounts() {
        // The CSV export repeats an account when it has visits from two reps.
        let totals = VisitImporter.totals(from: [
            .init(accountID: "001Hs00002QkLmA", name: "Hollis Farm Supply", visits: 2),
            .init(accountID: "001Hs00002QkLmA", name: "Hollis Farm Supply", visits: 1),
        ])
        XCTAssertEqual(totals["001Hs00002QkLmA"], 3)
    }
}
