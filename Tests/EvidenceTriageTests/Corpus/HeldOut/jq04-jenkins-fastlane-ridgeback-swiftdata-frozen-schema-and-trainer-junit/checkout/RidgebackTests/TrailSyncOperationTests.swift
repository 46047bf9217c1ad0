import XCTest
@testable import Ridgeback

final class TrailSyncOperationTests: XCTestCase {
    func testFetchStoresConditions() async {
        let api = StubConditionsAPI(result: .success([.muddy("ridge-loop")]))
        let credentials = InMemoryCredentialStore(token: "t-1", saved: ["ridge-loop"])
        let ok = await TrailSyncOperation(api: api, credentials: credentials).run()
        XCTAssertTrue(ok)
    }

    func testOfflineFetchKeepsSession() async {
        let api = StubConditionsAPI(result: .failure(URLError(.notConnectedToInternet)))
        let credentials = InMemoryCredentialStore(token: "t-1", saved: ["ridge-loop"])

        let ok = await TrailSyncOperation(api: api, credentials: credentials).run()

        XCTAssertFalse(ok)
        XCTAssertNotNil(credentials.token, "an offline background fetch must not sign the user out")
    }
}
