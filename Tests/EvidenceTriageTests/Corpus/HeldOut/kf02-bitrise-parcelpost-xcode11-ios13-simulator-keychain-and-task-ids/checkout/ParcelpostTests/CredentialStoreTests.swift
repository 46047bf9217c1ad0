import XCTest
@testable import Parcelpost

final class CredentialStoreTests: XCTestCase {
    private let service = "com.parcelpost.app.credentials.tests"

    override func tearDown() {
        CredentialStore(service: service).sessionToken = nil
        super.tearDown()
    }

    func testClearRemovesToken() {
        let store = CredentialStore(service: service)
        store.sessionToken = "session-A7"
        store.sessionToken = nil
        XCTAssertNil(CredentialStore(service: service).sessionToken)
    }

    func testSessionTokenSurvivesStoreReload() {
        CredentialStore(service: service).sessionToken = "session-A7"
        let reloaded = CredentialStore(service: service)
        XCTAssertEqual(reloaded.sessionToken, "session-A7")
    }
}
