import XCTest
@testable import Quaybook

final class CredentialStoreTests: XCTestCase {
    let store = CredentialStore()

    override func setUp() {
        super.setUp()
        store.removeAll()
    }

    func testMissingTravellerReturnsNil() throws {
        XCTAssertNil(try store.token(traveller: "nobody"))
    }

    func testSecondTravellerCanSaveCredentials() throws {
        try store.save(token: "qb_a1", traveller: "ines")
        XCTAssertNoThrow(try store.save(token: "qb_b2", traveller: "tomas"))
    }

    func testRefreshOverwritesStoredToken() throws {
        try store.save(token: "qb_old", traveller: "ines")
        try store.save(token: "qb_new", traveller: "ines")
        XCTAssertEqual(try store.token(traveller: "ines"), "qb_new")
    }
}
