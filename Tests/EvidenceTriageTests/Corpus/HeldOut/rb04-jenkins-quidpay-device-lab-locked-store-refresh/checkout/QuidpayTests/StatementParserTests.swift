import XCTest
@testable import Quidpay

final class StatementParserTests: XCTestCase {
    func testPendingTransactionsExcludedFromTotal() throws {
        let json = Data(#"{"transactions":[{"amount":-2500,"status":"booked"},{"amount":-990,"status":"pending"},{"amount":10000,"status":"booked"}]}"#.utf8)
        let statement = try StatementParser().parse(json)
        XCTAssertEqual(statement.bookedTotalMinor, 7500)
    }
}
