import KIF
import XCTest
@testable import Waypoint

/// Drives the stop list in-process with KIF.
final class StopListKIFTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TestFixtures.loadTrip(named: "coast-run")
    }

    func testAddStopAppearsInList() {
        tester().tapView(withAccessibilityLabel: "Add stop")
        tester().enterText("Lighthouse Cafe", intoViewWithAccessibilityLabel: "Stop name")
        tester().tapView(withAccessibilityLabel: "Save")
        tester().waitForView(withAccessibilityLabel: "Lighthouse Cafe")
    }

    func testReorderStopsUpdatesEta() {
        tester().waitForView(withAccessibilityLabel: "Stops")
        tester().swipeView(withAccessibilityLabel: "Harbor Market", in: .down)
        tester().waitForView(withAccessibilityLabel: "ETA 14:20")
    }
}
