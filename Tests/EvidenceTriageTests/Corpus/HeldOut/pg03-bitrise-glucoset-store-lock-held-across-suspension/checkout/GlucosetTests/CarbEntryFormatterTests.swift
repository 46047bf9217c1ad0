import XCTest
@testable import Glucoset

final class CarbEntryFormatterTests: XCTestCase {
    func testGramsRounding() {
        XCTAssertEqual(CarbEntryFormatter().string(grams: 12.5), "13 g")
    }
}
