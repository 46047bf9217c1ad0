import XCTest
import shared

/// PaceFormatter lives in the Kotlin Multiplatform `shared` module.
final class PaceFormatterTests: XCTestCase {
    func testMilePaceFromMetersPerSecond() {
        // 3.336 m/s = 8:02.4 per mile; paces are truncated to whole seconds, never rounded up.
        XCTAssertEqual(PaceFormatter.shared.perMile(metersPerSecond: 3.336), "8:02 /mi")
    }

    func testKilometrePace() {
        XCTAssertEqual(PaceFormatter.shared.perKilometre(metersPerSecond: 3.336), "4:59 /km")
    }
}
