import XCTest
import SwiftUI
@testable import Waypost

final class MapViewPollingTests: XCTestCase {
    func testPollingPausesWhenSceneBackgrounds() throws {
        let store = PositionStore.inMemory(seeded: 12)
        let coordinator = MapPollingCoordinator(store: store)
        let host = UIHostingController(rootView: TeamMapView(store: store, coordinator: coordinator))
        let window = try XCTUnwrap(TestWindow.attach(host))
        window.simulateScenePhase(.background)
        let baseline = coordinator.pollCount
        for _ in 0..<40 { host.view.setNeedsLayout(); host.view.layoutIfNeeded() }
        XCTAssertEqual(coordinator.pollCount - baseline, 0)
    }
}
