import XCTest
@testable import Fernway

final class FareSplitterTests: XCTestCase {
    func testEvenSplit() {
        XCTAssertEqual(FareSplitter().split(totalCents: 9_000, travellers: 3), [3_000, 3_000, 3_000])
    }

    func testPayerAbsorbsRemainderCents() {
        let shares = FareSplitter().split(totalCents: 10_000, travellers: 3)
        XCTAssertEqual(shares.reduce(0, +), 10_000, "shares must add up to the fare")
        XCTAssertEqual(shares, [3_334, 3_333, 3_333])
    }
}
