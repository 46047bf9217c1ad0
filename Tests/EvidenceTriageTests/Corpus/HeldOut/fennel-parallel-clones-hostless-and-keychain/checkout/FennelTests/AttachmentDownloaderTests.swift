import XCTest
@testable import Fennel

final class AttachmentDownloaderTests: XCTestCase {
    func testDestinationIsInsideAttachmentsFolder() {
        let url = AttachmentDownloader.destination(for: "a-17", fileName: "scan.pdf")
        XCTAssertTrue(url.path.contains("/Attachments/a-17/"))
    }

    func testResumesQueuedDownloads() {
        let done = expectation(description: "queued downloads finished")
        done.expectedFulfillmentCount = 3
        let downloader = AttachmentDownloader(transport: StubTransport.ok)
        downloader.onFinished = { _ in done.fulfill() }
        downloader.resume(queue: ["a-17", "a-18", "a-19"])
        wait(for: [done], timeout: 5, enforceOrder: false)
        XCTAssertEqual(downloader.completedIDs.count, 3, "completed downloads")
    }
}
