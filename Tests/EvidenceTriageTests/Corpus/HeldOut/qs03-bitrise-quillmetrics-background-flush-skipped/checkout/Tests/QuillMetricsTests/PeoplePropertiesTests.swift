import XCTest
@testable import QuillMetrics

final class PeoplePropertiesTests: XCTestCase {
    func testIncrementAddsToExistingValue() {
        let merged = PeopleProperties.increment(["notes": 3.0], by: ["notes": 2.0])
        XCTAssertEqual(merged["notes"] as? Double, 5.0)
    }
}
