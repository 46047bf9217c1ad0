import XCTest
@testable import Tidewatch

final class SharedSnapshotStoreTests: XCTestCase {
    func testSnapshotVisibleToWidgetSuite() throws {
        let snap = TideSnapshot(station: "Port Ardent", nextHighWater: Date(timeIntervalSince1970: 1_796_000_000), heightMeters: 3.4)
        try SharedSnapshotStore().save(snap)
        let widgetSide = UserDefaults(suiteName: SharedSnapshotStore.suiteName)!
        XCTAssertNotNil(widgetSide.data(forKey: SharedSnapshotStore.key), "the widget reads group.com.tidewatch.shared; nothing was written there")
    }
}
