import XCTest
@testable import Ferrystop

@MainActor
final class DepartureBoardFeatureTests: XCTestCase {
    func testOnlineRefreshShowsLiveBoard() async {
        AppEnvironment.current.network = .fixture(.dublinHolyhead)
        let feature = DepartureBoardFeature()
        await feature.refresh(route: "Dublin → Holyhead")
        XCTAssertFalse(feature.isStale)
    }

    func testOfflineRefreshShowsCachedBoard() async {
        AppEnvironment.current.network = .offline
        let feature = DepartureBoardFeature()
        await feature.refresh(route: "Dún Laoghaire → Holyhead")
        XCTAssertTrue(feature.isStale)
        XCTAssertEqual(feature.rows, ["08:15 Dún Laoghaire → Holyhead", "14:30 Dún Laoghaire → Holyhead"])
    }
}
