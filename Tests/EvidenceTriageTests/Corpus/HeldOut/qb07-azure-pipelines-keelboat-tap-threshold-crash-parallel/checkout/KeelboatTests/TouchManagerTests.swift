import XCTest
@testable import Keelboat

final class TouchManagerTests: XCTestCase {
    func testZeroTapThresholdDeliversSingleTap() {
        let delegate = RecordingTouchDelegate()
        let manager = ChartTouchManager()
        manager.delegate = delegate
        manager.tapTimeThreshold = 0.0   // double taps disabled for the chart plotter
        manager.handle(.init(kind: .end, point: CGPoint(x: 10, y: 10)))
        manager.handle(.init(kind: .end, point: CGPoint(x: 200, y: 90)))
        XCTAssertEqual(delegate.singleTaps.count, 2)
    }

    func testDoubleTapWithinThreshold() {
        let delegate = RecordingTouchDelegate()
        let manager = ChartTouchManager()
        manager.delegate = delegate
        manager.handle(.init(kind: .end, point: CGPoint(x: 10, y: 10)))
        manager.handle(.init(kind: .end, point: CGPoint(x: 12, y: 11)))
        XCTAssertEqual(delegate.doubleTaps.count, 1)
    }
}
