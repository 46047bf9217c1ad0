import SnapshotTesting
import SwiftUI
import XCTest
@testable import Brindle

final class TrendChartSnapshotTests: XCTestCase {
    func testSparkline() {
        assertSnapshot(of: Sparkline(points: .fixture).frame(width: 320, height: 80), as: .image(precision: 0.98))
    }

    func testPercentileTrendChart() {
        // AreaMark + gradient fill + .monotone interpolation
        assertSnapshot(of: PercentileTrendChart(series: .fixture).frame(width: 343, height: 200), as: .image(precision: 0.98))
    }

    func testPercentileTrendChartDark() {
        let chart = PercentileTrendChart(series: .fixture).frame(width: 343, height: 200).environment(\.colorScheme, .dark)
        assertSnapshot(of: chart, as: .image(precision: 0.98), named: "dark")
    }
}
