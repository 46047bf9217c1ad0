import XCTest
@testable import Cairnstep

final class SplitPaceFormatterTests: XCTestCase {
    func testKilometreSplitsForGermanLocale() {
        let f = SplitPaceFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(secondsPerKilometre: 342), "5:42 /km")
    }

    func testMileSplitsForUSLocale() {
        let f = SplitPaceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(secondsPerKilometre: 342), "9:10 /mi")
    }

    func testMileSplitsForUKLocale() {
        let f = SplitPaceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.string(secondsPerKilometre: 342), "9:10 /mi")
    }
}
