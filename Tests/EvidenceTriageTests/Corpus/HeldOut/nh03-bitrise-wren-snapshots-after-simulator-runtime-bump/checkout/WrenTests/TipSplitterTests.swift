import XCTest
@testable import Wren

final class TipSplitterTests: XCTestCase {
    func testSplitRoundsUpToCent() {
        let shares = TipSplitter().split(totalCents: 1_000, people: 3)
        XCTAssertEqual(shares, [334, 333, 333])
    }
}
