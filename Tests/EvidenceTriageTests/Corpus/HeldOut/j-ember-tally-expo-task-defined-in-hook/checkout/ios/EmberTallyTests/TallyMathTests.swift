import XCTest
@testable import EmberTally

final class TallyMathTests: XCTestCase {
    func testSplitsBillEvenly() {
        XCTAssertEqual(TallyMath.split(cents: 9_000, among: 3), [3_000, 3_000, 3_000])
    }

    func testSplitsBillEvenlyWithRemainder() {
        let shares = TallyMath.split(cents: 10_000, among: 3)
        XCTAssertEqual(shares.reduce(0, +), 10_000, "shares must add up to the bill")
    }
}
