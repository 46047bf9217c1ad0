import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Saltmarsh

/// BackgroundUploader sends survey photos with a background URLSession
/// (identifier com.saltmarsh.field.uploads) so uploads survive suspension.
final class BackgroundUploaderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        HTTPStubs.onStubActivation { request, stub, _ in
            print("[OHHTTPStubs] Request to \(request.url!) has been stubbed with \(stub.name ?? "-")")
        }
    }

    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testForegroundMetadataPostIsStubbed() throws {
        stub(condition: isHost("upload.saltmarsh.test") && isPath("/v1/photos/meta")) { _ in
            HTTPStubsResponse(jsonObject: ["id": "p-1"], statusCode: 201, headers: nil)
        }.name = "photo meta 201"
        let client = MetadataClient(session: .shared, baseURL: URL(string: "https://upload.saltmarsh.test")!)
        let done = expectation(description: "meta posted")
        client.post(.fixture) { result in
            XCTAssertEqual(try? result.get(), "p-1")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testUploadCompletesWithStubbedResponse() throws {
        stub(condition: isHost("upload.saltmarsh.test") && isPath("/v1/photos")) { _ in
            HTTPStubsResponse(data: Data(), statusCode: 201, headers: nil)
        }.name = "photo upload 201"
        let uploader = BackgroundUploader(identifier: "com.saltmarsh.field.uploads",
                                          baseURL: URL(string: "https://upload.saltmarsh.test")!)
        let finished = expectation(description: "upload completes")
        uploader.onComplete = { id, status in
            XCTAssertEqual(status, 201)
            finished.fulfill()
        }
        try uploader.enqueue(photo: .fixture(named: "reedbed-0412"))
        wait(for: [finished], timeout: 10)
    }

    func testSessionEventsCompletionHandlerCalledOnce() {
        let uploader = BackgroundUploader(identifier: "com.saltmarsh.field.uploads",
                                          baseURL: URL(string: "https://upload.saltmarsh.test")!)
        let called = expectation(description: "system completion handler called")
        uploader.storeSystemCompletionHandler { called.fulfill() }
        uploader.urlSessionDidFinishEvents(forBackgroundURLSession: uploader.session)
        wait(for: [called], timeout: 2)
    }
}
