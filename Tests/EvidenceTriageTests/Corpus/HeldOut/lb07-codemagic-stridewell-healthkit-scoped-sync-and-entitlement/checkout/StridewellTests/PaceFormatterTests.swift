import XCTest
@testable import Stridewell

final class PaceFormatterTests: XCTestCase {
    func testMinutesPerKilometre() {
        XCTAssertEqual(PaceFormatter.string(metresPerSecond: 3.0), "5:33 /km")
    }
}
