import XCTest
@testable import Wayfarer

final class DeparturesFormatterTests: XCTestCase {
    func testDueNowLabel() {
        XCTAssertEqual(DeparturesFormatter.label(secondsUntil: 45), "Due")
    }
}
