import XCTest
import Security
@testable import PulseKit

final class KeychainInstallIDStoreTests: XCTestCase {
    private let store = KeychainInstallIDStore(service: "io.pulsekit.install-id")

    override func tearDown() {
        store.removeAll()
        super.tearDown()
    }

    func testStoresInstallIdentifier() throws {
        let id = UUID()

        let status = store.save(id)

        XCTAssertEqual(status, errSecSuccess, "SecItemAdd(\(status))")
        XCTAssertEqual(store.load(), id)
    }

    func testMissingItemReturnsNil() {
        XCTAssertNil(store.load())
    }
}
