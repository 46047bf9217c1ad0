import XCTest
@testable import PineAlmanac

final class SharedStoreTests: XCTestCase {
    func testAppWritesToSharedDefaults() {
        let store = SharedAlmanacStore(suiteName: SharedAlmanacStore.appGroup)
        store.save(moonPhase: "Waxing gibbous")
        XCTAssertNotNil(store)
    }

    func testWidgetReadsAppGroupDefaults() {
        SharedAlmanacStore(suiteName: SharedAlmanacStore.appGroup).save(moonPhase: "Waxing gibbous")
        let widgetSide = UserDefaults(suiteName: SharedAlmanacStore.appGroup)
        XCTAssertEqual(widgetSide?.string(forKey: "moonPhase"), "Waxing gibbous")
    }
}
