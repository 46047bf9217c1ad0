import CoreGraphics
import Testing
@testable import Tidewater

@Suite("Tide chart layout")
struct TideChartLayoutTests {
    @Test func firstLabelStartsAtOrigin() {
        #expect(TideChartLayout.hourLabelPositions(width: 320, hours: 12, labelWidth: 28).first == 0)
    }

    @Test func axisLabelsDoNotOverlap() {
        let xs = TideChartLayout.hourLabelPositions(width: 320, hours: 24, labelWidth: 28)
        let gaps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= 28 })
    }
}
