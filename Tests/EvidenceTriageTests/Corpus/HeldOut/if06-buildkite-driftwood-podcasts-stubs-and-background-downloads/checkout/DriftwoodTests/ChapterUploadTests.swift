import XCTest
@testable import Driftwood

final class ChapterUploadTests: XCTestCase {
    func testUploadReportsProgress() {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        StubURLProtocol.responses[URL(string: "https://api.driftwood.test/v2/chapters")!] = (201, Data())
        let uploader = ChapterUploader(configuration: config)
        let progressed = expectation(description: "upload progress reported")
        progressed.assertForOverFulfill = false
        uploader.onProgress = { fraction in if fraction > 0 { progressed.fulfill() } }

        _ = uploader.upload(Data(repeating: 7, count: 256 * 1024), to: URL(string: "https://api.driftwood.test/v2/chapters")!)

        wait(for: [progressed], timeout: 5)
    }
}
