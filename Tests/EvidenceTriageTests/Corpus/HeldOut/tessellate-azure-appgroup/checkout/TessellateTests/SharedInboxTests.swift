import XCTest
@testable import Tessellate

final class SharedInboxTests: XCTestCase {
    override func tearDownWithError() throws {
        if let inbox = SharedContainer.inboxURL {
            try? FileManager.default.removeItem(at: inbox)
        }
    }

    func testExtensionDropIsVisibleToApp() throws {
        let inboxURL = try XCTUnwrap(SharedContainer.inboxURL)
        let writer = ExtensionInboxWriter(inboxURL: inboxURL)
        try writer.write(Data("IMG_0042".utf8), named: "IMG_0042.heic")
        let inbox = SharedInbox(containerURL: inboxURL)
        XCTAssertEqual(inbox.pendingItems().map(\.name), ["IMG_0042.heic"])
    }

    func testPendingUploadManifestSurvivesRelaunch() throws {
        let defaults = try XCTUnwrap(SharedContainer.defaults)
        let containerURL = try XCTUnwrap(SharedContainer.url)
        var manifest = UploadManifest(defaults: defaults, containerURL: containerURL)
        manifest.enqueue(UploadItem(id: "u-77", fileName: "IMG_0077.heic"))
        let reloaded = UploadManifest(defaults: defaults, containerURL: containerURL)
        XCTAssertEqual(reloaded.pending.map(\.id), ["u-77"])
    }
}
