import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Dockside

final class DocumentDownloaderTests: XCTestCase {
    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testDownloadedFileIsMovedIntoInbox() throws {
        stub(condition: isHost("files.dockside.test")) { _ in
            HTTPStubsResponse(data: Data(repeating: 7, count: 4_096), statusCode: 200,
                              headers: ["Content-Disposition": "attachment; filename=\"lease.pdf\""])
                .responseTime(0.2)
        }
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let downloaded = expectation(description: "download finished")
        var result: Result<URL, Error>?
        DocumentDownloader(inbox: inbox).download(URL(string: "https://files.dockside.test/d/lease")!) {
            result = $0
            downloaded.fulfill()
        }
        wait(for: [downloaded], timeout: 5)
        let url = try XCTUnwrap(result).get()
        XCTAssertEqual(url.lastPathComponent, "lease.pdf")
    }
}
