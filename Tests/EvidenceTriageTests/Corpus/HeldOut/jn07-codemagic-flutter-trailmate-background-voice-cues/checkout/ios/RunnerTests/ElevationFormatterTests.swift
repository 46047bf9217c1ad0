import XCTest
@testable import Runner

final class ElevationFormatterTests: XCTestCase {
    func testMetricGain() {
        XCTAssertEqual(ElevationFormatter.gain(meters: 412.4, imperial: false), "412 m")
    }

    func testImperialGainRounds() {
        XCTAssertEqual(ElevationFormatter.gain(meters: 412.4, imperial: true), "1,353 ft")
    }
}
