import XCTest
@testable import Pennant

final class UserDefaultsStorageTests: XCTestCase {
    func testRemoveKeyDeletesNamespacedValue() {
        let defaults = UserDefaults(suiteName: "pennant.tests.\(UUID())")!
        let storage = UserDefaultsStorage(defaults: defaults, namespacePrefix: "io.pennant")
        storage.set("v", forKey: "anonymousId")
        storage.removeKey("anonymousId")
        XCTAssertNil(defaults.string(forKey: "io.pennant.anonymousId"))
    }

    func testSetStoresUnderNamespace() {
        let defaults = UserDefaults(suiteName: "pennant.tests.\(UUID())")!
        let storage = UserDefaultsStorage(defaults: defaults, namespacePrefix: "io.pennant")
        storage.set("v", forKey: "anonymousId")
        XCTAssertEqual(defaults.string(forKey: "io.pennant.anonymousId"), "v")
    }
}
