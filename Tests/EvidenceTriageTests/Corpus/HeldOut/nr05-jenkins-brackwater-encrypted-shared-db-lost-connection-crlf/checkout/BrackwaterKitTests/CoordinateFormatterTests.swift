import XCTest
@testable import BrackwaterKit

final class CoordinateFormatterTests: XCTestCase {
    func testDegreesMinutes() {
        let text = CoordinateFormatter(style: .degreesMinutes).string(latitude: -41.2865, longitude: 174.7762)
        XCTAssertEqual(text, "41°17.19′S 174°46.57′E")
    }
}
