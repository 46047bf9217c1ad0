import XCTest
@testable import Harborline

final class SettingsStoreTests: XCTestCase {
    func testUnitsDefaultToMetric() {
        let store = makeSettingsStore()
        XCTAssertEqual(store.heightUnit, .metres)
    }

    func testStationSelectionPersists() {
        let store = makeSettingsStore()
        store.selectedStationID = "GB-0112"
        XCTAssertEqual(store.selectedStationID, "GB-0112")
    }
}
