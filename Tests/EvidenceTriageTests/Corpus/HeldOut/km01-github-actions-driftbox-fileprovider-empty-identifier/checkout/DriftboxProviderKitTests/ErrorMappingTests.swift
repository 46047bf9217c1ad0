import FileProvider
import XCTest
@testable import DriftboxProviderKit

final class ErrorMappingTests: XCTestCase {
    private let store = MetadataStore.inMemory()
    private let remote = MockRemoteInterface()

    func testUnauthorizedMapsToNotAuthenticated() {
        let error = RemoteError.http(status: 401, body: nil)
            .fileProviderError(handlingCollisionAt: "/", store: store, remote: remote) as NSError
        XCTAssertEqual(error.code, NSFileProviderError.notAuthenticated.rawValue)
    }

    func testNotFoundMapsToNoSuchItem() {
        let error = RemoteError.http(status: 404, body: nil)
            .fileProviderError(handlingCollisionAt: "/", store: store, remote: remote) as NSError
        XCTAssertEqual(error.code, NSFileProviderError.noSuchItem.rawValue)
    }

    func testMissingMetadataMapsToNoSuchItem() {
        let error = RemoteError.missingMetadata(identifier: "00047556oc32b3i7gvmr")
            .fileProviderError(handlingCollisionAt: "/", store: store, remote: remote) as NSError
        XCTAssertEqual(error.code, NSFileProviderError.noSuchItem.rawValue, "a missing metadata row is not an authentication failure")
    }
}
