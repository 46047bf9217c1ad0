import XCTest
@testable import KeelAuth

/// KeelAuthTests runs without a host application (TEST_HOST is empty) so the
/// framework's tests do not have to launch the app.
final class CredentialStoreTests: XCTestCase {
    private let store = CredentialStore(service: "io.keel.auth")

    override func tearDown() { try? store.deleteAll() }

    func testSaveThenReadRefreshToken() throws {
        try store.save(refreshToken: "rt-ci-0001", for: "ana@keel.test")
        XCTAssertEqual(try store.refreshToken(for: "ana@keel.test"), "rt-ci-0001")
    }

    func testDeleteAllClearsItems() throws {
        try store.save(refreshToken: "rt-ci-0002", for: "ben@keel.test")
        try store.deleteAll()
        XCTAssertNil(try store.refreshToken(for: "ben@keel.test"))
    }
}
