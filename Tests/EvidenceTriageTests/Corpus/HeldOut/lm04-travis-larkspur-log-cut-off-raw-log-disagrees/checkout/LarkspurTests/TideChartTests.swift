import XCTest
@testable import Larkspur

final class TideChartTests: XCTestCase {
    func testLowTideLabel() throws {
        let label = TideChart.label(for: TideReading(height: -0.2, kind: .low))
        XCTAssertEqual(label, "Low −0.2 m")
    }
}
