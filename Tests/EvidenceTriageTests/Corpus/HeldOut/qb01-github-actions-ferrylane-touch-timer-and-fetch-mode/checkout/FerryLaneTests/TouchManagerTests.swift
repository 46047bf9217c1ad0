import XCTest
@testable import FerryLane

final class TouchManagerTests: XCTestCase {
    var manager: HeadUnitTouchManager!
    var delegate: RecordingTouchDelegate!

    override func setUp() {
        super.setUp()
        delegate = RecordingTouchDelegate()
        manager = HeadUnitTouchManager(tapTimeThreshold: 0.1, tapDistanceThreshold: 50)
        manager.delegate = delegate
    }

    func testSingleTapReportedAfterThreshold() {
        let tapped = expectation(description: "single tap")
        delegate.onSingleTap = { _ in tapped.fulfill() }
        manager.handle(.begin(id: 0, at: CGPoint(x: 20, y: 20), timestamp: 1_000))
        manager.handle(.end(id: 0, at: CGPoint(x: 20, y: 20), timestamp: 1_040))
        wait(for: [tapped], timeout: 0.2)
    }

    func testSecondTapAtNewPointReported() {
        let taps = expectation(description: "two single taps")
        taps.expectedFulfillmentCount = 2
        taps.assertForOverFulfill = false
        delegate.onSingleTap = { _ in taps.fulfill() }
        manager.handle(.begin(id: 0, at: CGPoint(x: 20, y: 20), timestamp: 1_000))
        manager.handle(.end(id: 0, at: CGPoint(x: 20, y: 20), timestamp: 1_040))
        RunLoop.current.run(until: Date().addingTimeInterval(0.3))
        manager.handle(.begin(id: 0, at: CGPoint(x: 400, y: 220), timestamp: 2_000))
        manager.handle(.end(id: 0, at: CGPoint(x: 400, y: 220), timestamp: 2_030))
        _ = XCTWaiter.wait(for: [taps], timeout: 1.0)
        XCTAssertEqual(delegate.singleTaps.count, 2)
    }
}
