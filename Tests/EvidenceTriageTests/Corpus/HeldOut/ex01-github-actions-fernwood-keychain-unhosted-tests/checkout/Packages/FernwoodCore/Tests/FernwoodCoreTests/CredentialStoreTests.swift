import XCTest
@testable import FernwoodCore

final class CredentialStoreTests: XCTestCase {
    private static let token = "fw-test-credential-0001"
    private var store: CredentialStore!

    override func setUpWithError() throws {
        store = CredentialStore(service: "com.fernwoodapps.journal.sync.tests")
        try? store.delete(account: "primary")
    }

    override func tearDownWithError() throws {
        try? store.delete(account: "primary")
        store = nil
    }

    func testReadMissingAccountReturnsNil() throws {
        XCTAssertNil(try? store.read(account: "nobody"))
    }

    func testSaveThenReadRoundTrips() throws {
        XCTAssertNoThrow(try store.save(Self.token, account: "primary"))
        XCTAssertEqual(try store.read(account: "primary"), Self.token)
    }

    func testRotateReplacesExistingToken() throws {
        XCTAssertNoThrow(try store.save(Self.token, account: "primary"))
        XCTAssertNoThrow(try store.rotate(to: "fw-test-credential-0002", account: "primary"))
        XCTAssertEqual(try store.read(account: "primary"), "fw-test-credential-0002")
    }

    func testDeleteIsIdempotent() throws {
        XCTAssertNoThrow(try store.delete(account: "primary"))
        XCTAssertNoThrow(try store.delete(account: "primary"))
    }
}
