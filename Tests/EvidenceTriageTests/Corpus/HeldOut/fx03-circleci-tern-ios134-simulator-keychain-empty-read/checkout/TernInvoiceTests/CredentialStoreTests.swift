import XCTest
@testable import TernInvoice

/// Hosted in TernInvoice.app so the keychain is reachable from the simulator.
final class CredentialStoreTests: XCTestCase {
    private var store: CredentialStore!

    override func setUp() {
        super.setUp()
        store = CredentialStore(service: "com.ternworks.invoice.tests.\(UUID().uuidString)")
    }

    func testAccessTokenRoundTrip() {
        XCTAssertEqual(store.set("acc-fixture-1", for: "access"), errSecSuccess)
        XCTAssertEqual(store.string(for: "access"), "acc-fixture-1")
    }

    func testRefreshTokenSurvivesNewStoreInstance() {
        let service = "com.ternworks.invoice.tests.relaunch"
        CredentialStore(service: service).set("ref-fixture-7", for: "refresh")
        let reopened = CredentialStore(service: service)
        XCTAssertEqual(reopened.string(for: "refresh"), "ref-fixture-7")
        reopened.remove("refresh")
    }

    func testRemoveDeletesValue() {
        store.set("acc-fixture-2", for: "access")
        store.remove("access")
        XCTAssertNil(store.string(for: "access"))
    }
}
