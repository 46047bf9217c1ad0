import XCTest
@testable import MapleKit

/// MapleKitTests runs without a host application (framework logic tests).
final class LocationTokenStoreTests: XCTestCase {
    func testSavesProviderToken() throws {
        let store = LocationTokenStore(accessGroup: "group.com.mapleweather.shared")
        try store.save("provider-fixture")
        XCTAssertEqual(try store.load(), "provider-fixture")
    }
}
