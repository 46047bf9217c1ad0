import XCTest
@testable import Relay

final class DistanceFormatterTests: XCTestCase {
    func testMetricUnderOneKilometre() {
        XCTAssertEqual(DistanceFormatter.string(meters: 412, locale: Locale(identifier: "nl_NL")), "412 m")
    }

    func testUSShortDistanceUsesFeet() {
        XCTAssertEqual(DistanceFormatter.string(meters: 120, locale: Locale(identifier: "en_US")), "394 ft")
    }
}
