@testable import Pinecone
import XCTest

final class ElevationChartTests: XCTestCase {
    func testZeroMeters() {
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 0), "0 ft")
    }

    func testFeetConversionRounds() {
        // 1,000 m = 3,280.84 ft: hikers read "3,281 ft" on the trail sign.
        XCTAssertEqual(ElevationFormatter.feet(fromMeters: 1_000), "3,281 ft")
    }
}
