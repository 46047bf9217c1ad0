import XCTest
import CoreData
@testable import Larch

/// Scheme runs this target with -com.apple.CoreData.ConcurrencyDebug 1.
final class WatchSettingsStoreTests: XCTestCase {
    private var container: NSPersistentContainer!

    override func setUp() {
        super.setUp()
        container = TestContainer.inMemory(model: "Larch")
    }

    func testDefaultsWhenNoWatchPaired() {
        let store = WatchSettingsStore(container: container)
        XCTAssertEqual(store.settings.autoPauseEnabled, true)
    }

    func testPersistsSettingsOnConnect() {
        let store = WatchSettingsStore(container: container)
        let saved = expectation(description: "settings saved")
        store.onSaved = { saved.fulfill() }
        // The Bluetooth callback arrives on the CoreBluetooth queue.
        FakeWatchLink.shared.simulateConnect(settings: .init(autoPauseEnabled: false, units: .imperial))
        wait(for: [saved], timeout: 5)
        XCTAssertEqual(store.settings.units, .imperial)
    }
}
