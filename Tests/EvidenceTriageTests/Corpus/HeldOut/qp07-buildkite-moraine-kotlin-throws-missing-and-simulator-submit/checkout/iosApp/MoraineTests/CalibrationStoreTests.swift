import XCTest
@testable import Moraine

final class CalibrationStoreTests: XCTestCase {
    func testOffsetPersistsPerProbe() {
        let defaults = UserDefaults(suiteName: "calibration-tests")!
        defaults.removePersistentDomain(forName: "calibration-tests")
        let store = CalibrationStore(defaults: defaults)
        store.setOffset(0.4, probeID: "P-1")
        store.setOffset(-0.2, probeID: "P-2")
        XCTAssertEqual(store.offset(probeID: "P-1"), 0.4, accuracy: 0.001)
    }
}
