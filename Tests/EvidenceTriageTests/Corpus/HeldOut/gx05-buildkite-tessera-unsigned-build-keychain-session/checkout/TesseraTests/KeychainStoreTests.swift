import Security
import XCTest
@testable import Tessera

final class KeychainStoreTests: XCTestCase {
    private let store = KeychainStore(service: "dev.tessera.tests")

    func testStoredTokenSurvivesRelaunch() {
        let status = store.set("persisted-value", for: "octo")
        XCTAssertEqual(status, errSecSuccess)
        // A fresh store instance stands in for the next launch.
        XCTAssertEqual(KeychainStore(service: "dev.tessera.tests").value(for: "octo"), "persisted-value")
    }
}
