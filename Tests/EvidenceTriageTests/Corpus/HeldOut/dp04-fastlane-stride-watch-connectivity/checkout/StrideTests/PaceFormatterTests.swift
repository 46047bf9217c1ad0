import XCTest
@testable import Stride

final class PaceFormatterTests: XCTestCase {
    func testFormatsMinutesPerMile() {
        let formatter = PaceFormatter(unit: .miles)
        // 5 km in 25:00 -> 8:03 /mi
        XCTAssertEqual(formatter.string(distanceMeters: 5_000, duration: 1_500), "8:03 /mi")
    }
}
