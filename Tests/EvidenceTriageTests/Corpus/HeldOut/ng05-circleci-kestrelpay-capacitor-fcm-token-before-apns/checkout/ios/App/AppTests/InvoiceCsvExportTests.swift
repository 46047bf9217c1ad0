import XCTest
@testable import App

final class InvoiceCsvExportTests: XCTestCase {

    func testEscapesCommasInPayee() {
        let csv = InvoiceCsvExporter().export([.fixture(payee: "Hollis, Reed & Co", amountMinor: 125_00)])
        XCTAssertEqual(csv.split(separator: "\n")[1], "\"Hollis, Reed & Co\",125.00,GBP")
    }
}
