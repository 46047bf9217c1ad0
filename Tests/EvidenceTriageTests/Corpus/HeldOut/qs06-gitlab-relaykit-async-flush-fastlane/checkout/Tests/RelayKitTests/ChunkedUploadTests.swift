import XCTest
@testable import RelayKit

final class ChunkedUploadTests: XCTestCase {
    func testChunkedUploadCallbacksArriveInOrder() {
        let uploader = ChunkedUploader(chunkSize: 1024, delegateQueue: OperationQueue())
        var events: [String] = []
        let done = expectation(description: "upload finished")
        uploader.onEvent = { events.append($0); if $0 == "complete" { done.fulfill() } }
        uploader.upload(Data(count: 4096), to: StubServer.shared.url(path: "/chunked"))
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events, ["chunk 1", "chunk 2", "chunk 3", "chunk 4", "complete"])
    }
}
