import XCTest
@testable import Mosslight

final class ReadingsFormatterTests: XCTestCase {
    func testSystolicDiastolicLabel() {
        XCTAssertEqual(ReadingsFormatter.bloodPressure(systolic: 121, diastolic: 79), "121/79 mmHg")
    }
}
