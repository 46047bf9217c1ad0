import XCTest
@testable import Ledgerleaf

final class OFXStatementParserTests: XCTestCase {
    private let parser = OFXStatementParser()

    func testParsesAmountWithDecimalPoint() throws {
        let tx = try parser.parseTransaction(fixture(amount: "-42.17", posted: "20191217000000[-5:EST]"))
        XCTAssertEqual(tx.amount, Decimal(string: "-42.17"))
    }

    func testParsesPayeeName() throws {
        let tx = try parser.parseTransaction(fixture(amount: "-3.50", posted: "20191217000000[-5:EST]"))
        XCTAssertEqual(tx.payee, "CORNER COFFEE")
    }

    func testParsesPostedDateWithZoneOffset() throws {
        // Barclays/US bank exports carry the offset in brackets: midnight EST == 05:00 UTC.
        let tx = try parser.parseTransaction(fixture(amount: "-42.17", posted: "20191217000000[-5:EST]"))
        let expected = ISO8601DateFormatter().date(from: "2019-12-17T05:00:00Z")!
        XCTAssertEqual(tx.postedAt, expected)
    }

    func testRejectsTransactionWithoutFITID() {
        XCTAssertThrowsError(try parser.parseTransaction("<STMTTRN><TRNAMT>1.00</STMTTRN>"))
    }

    private func fixture(amount: String, posted: String) -> String {
        """
        <STMTTRN>
        <TRNTYPE>DEBIT
        <DTPOSTED>\(posted)
        <TRNAMT>\(amount)
        <FITID>20191217-0001
        <NAME>CORNER COFFEE
        </STMTTRN>
        """
    }
}
