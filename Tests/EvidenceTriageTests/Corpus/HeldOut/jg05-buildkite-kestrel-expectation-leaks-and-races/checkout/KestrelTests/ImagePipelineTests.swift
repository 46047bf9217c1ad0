import XCTest
@testable import Kestrel

final class ImagePipelineTests: XCTestCase {
    func testDownloadWithAsyncModifyingRequest() {
        let started = expectation(description: "download task started")
        let completed = expectation(description: "download completed")
        let downloader = ImageDownloader(session: .stubbed)
        downloader.requestModifier = AsyncHeaderModifier(header: "X-Kestrel-Token", value: "fixture")
        downloader.onDownloadTaskStarted = { _ in
            Task { started.fulfill() }   // flag flipped from a Task hop
        }
        downloader.download(URL(string: "https://img.kestrel.test/p/17.jpg")!) { _ in
            completed.fulfill()
        }
        wait(for: [started, completed], timeout: 3, enforceOrder: true)
    }
}
