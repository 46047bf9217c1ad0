import XCTest
@testable import Fernlog

final class HumidityFormatterTests: XCTestCase {
    func testFormatsWholePercent() {
        XCTAssertEqual(HumidityFormatter.string(for: 0.62), "62%")
    }
}
