import XCTest
@testable import Kitehaven

final class SettingsSyncTests: XCTestCase {
    /// iCloud KVS delivers didChangeExternally on its own callback queue; reproduce that here.
    @MainActor
    func testExternalChangeUpdatesWindUnit() async {
        let store = NSUbiquitousKeyValueStore()
        let sync = SettingsSync(store: store)
        sync.start()
        store.set(WindUnit.beaufort.rawValue, forKey: "windUnit")

        let delivered = expectation(description: "external change delivered")
        DispatchQueue(label: "com.apple.kvs.client.callback").async {
            NotificationCenter.default.post(name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: store,
                                            userInfo: [NSUbiquitousKeyValueStoreChangedKeysKey: ["windUnit"]])
            delivered.fulfill()
        }
        await fulfillment(of: [delivered], timeout: 5)

        XCTAssertEqual(sync.windUnit, .beaufort)
    }
}
