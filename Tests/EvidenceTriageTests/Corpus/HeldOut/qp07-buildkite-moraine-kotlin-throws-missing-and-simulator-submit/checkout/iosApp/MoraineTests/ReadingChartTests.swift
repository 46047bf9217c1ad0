import XCTest
import MoraineShared

final class ReadingChartTests: XCTestCase {
    func testAxisLabelsUseCelsius() {
        let axis = ChartAxis.companion.temperature(min: 18.0, max: 24.0, unit: .celsius)
        XCTAssertEqual(axis.labels, ["18 °C", "20 °C", "22 °C", "24 °C"])
    }
}
