import XCTest
@testable import Quarry

final class BackgroundUploadClientTests: XCTestCase {
    private var server: LocalUploadServer!

    override func setUpWithError() throws {
        server = try LocalUploadServer.start()
    }

    override func tearDown() {
        server.stop()
    }

    func testCompletesSingleUpload() throws {
        let client = BackgroundUploadClient()
        let done = expectation(description: "upload done")
        client.onComplete = { _, error in XCTAssertNil(error); done.fulfill() }
        _ = client.upload(file: try Fixtures.photo(), to: server.url(path: "/files/p1"), uploadID: "p1")
        wait(for: [done], timeout: 20)
    }

    /// Two projects open at once (split view): each uploader must hear about its own upload.
    func testSecondClientReceivesOwnCompletion() throws {
        let first = BackgroundUploadClient()
        let second = BackgroundUploadClient()
        _ = first.session
        let done = expectation(description: "second client's upload done")
        second.onComplete = { id, _ in
            if id == "p2" { done.fulfill() }
        }
        _ = second.upload(file: try Fixtures.photo(), to: server.url(path: "/files/p2"), uploadID: "p2")
        wait(for: [done], timeout: 20)
        XCTAssertEqual(second.completed, ["p2"])
    }
}
