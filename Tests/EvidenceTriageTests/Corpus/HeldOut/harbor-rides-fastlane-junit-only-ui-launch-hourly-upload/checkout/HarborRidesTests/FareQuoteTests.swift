import XCTest
@testable import HarborRides

final class FareQuoteTests: XCTestCase {
    func testQuoteRoundsToQuarter() {
        XCTAssertEqual(FareQuote(cents: 1_337).rounded.cents, 1_325)
    }

    func testQuoteDecodesBundledFareTable() throws {
        let bundle = try XCTUnwrap(FareTable.resourceBundle)
        let table = try FareTable.load(from: bundle)
        XCTAssertEqual(table.zones.count, 4)
    }
}
