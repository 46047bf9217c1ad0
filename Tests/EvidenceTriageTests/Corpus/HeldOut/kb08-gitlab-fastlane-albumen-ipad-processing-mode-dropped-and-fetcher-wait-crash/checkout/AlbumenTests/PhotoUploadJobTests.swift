import GTMSessionFetcherCore
import XCTest
@testable import Albumen

final class PhotoUploadJobTests: XCTestCase {
    func testUploadRetriesAfterServerError() {
        let server = StubUploadServer(responses: [503, 200])
        let job = PhotoUploadJob(fetcherService: server.fetcherService)

        let fetcher = job.startUpload(of: .fixture(named: "IMG_0042.HEIC"))
        waitForFetcher(fetcher)

        XCTAssertEqual(server.requestCount, 2)
        XCTAssertEqual(job.uploadedIdentifiers, ["IMG_0042.HEIC"])
    }
}
