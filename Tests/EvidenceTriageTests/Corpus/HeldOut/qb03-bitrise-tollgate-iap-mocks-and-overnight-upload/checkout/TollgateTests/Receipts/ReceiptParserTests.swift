import XCTest
@testable import Tollgate

final class ReceiptParserTests: XCTestCase {
    func testPlazaNameTrimmed() throws {
        let receipt = try ReceiptParser().parse("PLAZA:  North Bridge 4 ;AMT:3.75;AXLES:2")
        XCTAssertEqual(receipt.plaza, "North Bridge 4")
    }
}
