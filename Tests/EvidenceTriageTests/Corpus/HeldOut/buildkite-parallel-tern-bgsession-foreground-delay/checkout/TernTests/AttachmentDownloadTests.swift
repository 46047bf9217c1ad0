import XCTest
@testable import Tern

/// Integration tests against the local fixture server (tools/fixture-server, started by the pipeline on :8089).
final class AttachmentDownloadTests: XCTestCase {
    private var transfers: TransferService!

    override func setUp() {
        super.setUp()
        transfers = TransferService(configuration: .background(withIdentifier: "com.tern.files.transfers.tests"))
    }

    func testForegroundSessionDownloadCompletes() {
        let done = expectation(description: "download finished")
        TransferService(configuration: .ephemeral).download(URL(string: "http://127.0.0.1:8089/fixtures/small.pdf")!) { result in
            XCTAssertNoThrow(try result.get()); done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func testBackgroundSessionDownloadCompletesWithin20s() {
        let done = expectation(description: "download finished")
        transfers.download(URL(string: "http://127.0.0.1:8089/fixtures/small.pdf")!) { _ in done.fulfill() }
        wait(for: [done], timeout: 20)
    }
}
