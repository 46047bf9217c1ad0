import FileProvider
import XCTest
@testable import DriftboxProviderKit

final class CollisionHandlingTests: XCTestCase {
    private var store: MetadataStore!
    private var remote: MockRemoteInterface!

    override func setUp() {
        super.setUp()
        store = MetadataStore.inMemory()
        remote = MockRemoteInterface()
    }

    func testFileCollisionKeepsBothCopies() throws {
        remote.stubPut(path: "/Photos/a.jpg", status: 412)
        let error = RemoteError.http(status: 412, body: nil)
            .fileProviderError(handlingCollisionAt: "/Photos/a.jpg", store: store, remote: remote)
        XCTAssertEqual((error as NSError).code, NSFileProviderError.serverUnreachable.rawValue)
    }

    func testFolderCollisionEmbedsServerItem() throws {
        // First attempt: MKCOL succeeded on the server, the extension died
        // before the PROPFIND result was stored, leaving a row with no ocId.
        store.insert(ItemMetadata(ocId: "", remotePath: "/Projects/2026/Q4", isDirectory: true))
        remote.stubMkcol(path: "/Projects/2026/Q4", status: 405,
                         body: "The resource you tried to create already exists")

        let error = RemoteError.http(status: 405, body: "The resource you tried to create already exists")
            .fileProviderError(handlingCollisionAt: "/Projects/2026/Q4", store: store, remote: remote)

        let collidingItem = try XCTUnwrap((error as NSError).userInfo[NSFileProviderErrorItemKey] as? NSFileProviderItem)
        XCTAssertEqual((error as NSError).code, NSFileProviderError.filenameCollision.rawValue)
        XCTAssertFalse(collidingItem.itemIdentifier.rawValue.isEmpty, "collision item must carry the server's ocId")
    }

    func testCollisionWithoutLocalRowReturnsBareError() throws {
        let error = RemoteError.http(status: 405, body: nil)
            .fileProviderError(handlingCollisionAt: "/Nowhere", store: store, remote: remote)
        XCTAssertNil((error as NSError).userInfo[NSFileProviderErrorItemKey])
    }
}
