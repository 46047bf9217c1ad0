import XCTest
@testable import Shelfmark

/// Runs against the local fixture server started by the CI job (scripts/fixture-server.sh).
final class BackgroundTransferTests: XCTestCase {
    func testFinishedDownloadWakesAppThroughSessionEvents() {
        let appDelegate = try! XCTUnwrap(AppDelegate.shared)
        let woke = expectation(description: "handleEventsForBackgroundURLSession completion called")
        appDelegate.onBackgroundSessionEvents = { woke.fulfill() }

        let fixture = URL(string: "http://127.0.0.1:8089/fixtures/sample-4mb.zim")!
        DownloadService.shared.start(archiveID: UUID(), url: fixture)

        wait(for: [woke], timeout: 90)
    }
}
