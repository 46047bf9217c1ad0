import XCTest
@testable import KestrelShareKit

final class ShareUploadTests: XCTestCase {
    func testUploadContinuesAfterExtensionDismissed() throws {
        let host = ShareExtensionHarness()
        let uploader = ShareUploader(context: host.extensionContext, api: LocalUploadServer.shared.api)
        let done = expectation(description: "upload finished after dismissal")
        uploader.onFinished = { done.fulfill() }
        uploader.start(items: [.photo(named: "fjord-large.heic")])
        host.dismiss()   // completeRequest: the extension is done from the host's point of view
        wait(for: [done], timeout: 30)
    }
}
