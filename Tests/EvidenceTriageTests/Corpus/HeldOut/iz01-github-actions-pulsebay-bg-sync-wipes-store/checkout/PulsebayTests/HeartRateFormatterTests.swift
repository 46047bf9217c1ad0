import XCTest
@testable import Pulsebay

final class HeartRateFormatterTests: XCTestCase {
    private let formatter = HeartRateFormatter()

    func testEmptyDayShowsDash() {
        XCTAssertEqual(formatter.average([]), "– bpm")
    }

    func testAverageRoundsHalfUp() {
        // mean = 72.6
        XCTAssertEqual(formatter.average([70, 71, 74, 75, 73]), "73 bpm")
    }

    func testSingleSample() {
        XCTAssertEqual(formatter.average([64]), "64 bpm")
    }
}
