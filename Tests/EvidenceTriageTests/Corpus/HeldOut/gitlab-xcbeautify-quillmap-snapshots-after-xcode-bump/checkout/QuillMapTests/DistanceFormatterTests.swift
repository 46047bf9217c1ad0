import XCTest
@testable import QuillMap

final class DistanceFormatterTests: XCTestCase {
    private let formatter = TrailDistanceFormatter(locale: Locale(identifier: "en_GB"), units: .metric)

    func testMetricKilometres() {
        XCTAssertEqual(formatter.string(fromMetres: 11_400), "11.4 km")
    }

    func testMetricBelowOneKilometre() {
        XCTAssertEqual(formatter.string(fromMetres: 640), "640 m")
    }
}
