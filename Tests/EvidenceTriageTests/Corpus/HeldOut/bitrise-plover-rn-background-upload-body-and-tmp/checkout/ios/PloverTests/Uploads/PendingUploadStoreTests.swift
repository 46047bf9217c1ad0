import XCTest
@testable import Plover

final class PendingUploadStoreTests: XCTestCase {
    func testStoreRoundTripsQueue() throws {
        let store = PendingUploadStore(root: .applicationSupport)
        try store.add(.fixture(id: "up_1"))
        XCTAssertEqual(try store.all().map(\.id), ["up_1"])
    }

    func testStagedFilesLiveOutsideTmp() throws {
        let store = PendingUploadStore(root: .applicationSupport)
        let staged = try store.stage(photo: .fixture("roof-east.heic"))
        let tmp = FileManager.default.temporaryDirectory.standardizedFileURL.path
        // Uploads can sit queued for days on poor connections; the system purges tmp/.
        XCTAssertFalse(staged.standardizedFileURL.path.hasPrefix(tmp), "staged upload \(staged.lastPathComponent) was written under tmp/ (\(staged.deletingLastPathComponent().path))")
    }
}
