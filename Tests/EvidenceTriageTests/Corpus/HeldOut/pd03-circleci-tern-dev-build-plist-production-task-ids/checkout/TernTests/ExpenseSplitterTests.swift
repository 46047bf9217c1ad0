import XCTest
@testable import Tern

final class ExpenseSplitterTests: XCTestCase {
    func testRemainderCentGoesToPayer() {
        let shares = ExpenseSplitter().split(cents: 1000, among: ["ana", "ben", "cy"], payer: "ana")
        XCTAssertEqual(shares["ana"], 334)
        XCTAssertEqual(shares.values.reduce(0, +), 1000)
    }
}
