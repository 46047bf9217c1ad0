import XCTest
@testable import Fernway

final class VitalsKeychainStoreTests: XCTestCase {
    private let store = VitalsKeychainStore(service: "com.fernway.health.vitals")

    func testEnumerateListsStoredItems() throws {
        try store.save("hr-baseline", value: Data([72]))
        try store.save("hrv-baseline", value: Data([41]))
        XCTAssertEqual(try store.enumerateKeys().sorted(), ["hr-baseline", "hrv-baseline"])
        try store.removeAll()
    }
}
