import XCTest
@testable import Tidemark

final class LabValueParserTests: XCTestCase {
    func testParsesPlainRange() {
        XCTAssertEqual(LabValueParser.referenceRange("4-11")?.high, 11)
    }

    func testParsesReferenceRangeWithUnits() {
        let range = LabValueParser.referenceRange("3.5-5.1 mmol/L")
        XCTAssertEqual(range, ReferenceRange(low: 3.5, high: 5.1, unit: "mmol/L"))
    }
}
