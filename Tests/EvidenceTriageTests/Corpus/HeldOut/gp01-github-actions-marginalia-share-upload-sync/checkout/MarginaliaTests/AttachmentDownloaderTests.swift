import XCTest
@testable import MarginaliaKit

final class AttachmentDownloaderTests: XCTestCase {
    private var factory: StubSessionFactory!

    override func setUp() {
        super.setUp()
        // Mirrors nsurlsessiond: one live session per background identifier; events for an
        // identifier go to the delegate of the session that still owns it.
        factory = StubSessionFactory(responses: ["https://files.marginalia.test/5YTH2KQ8": Fixtures.data("paper.pdf")])
    }

    func testDownloadDeliversFileToObserver() {
        let downloader = AttachmentDownloader(sessionFactory: factory)
        let finished = expectation(description: "download finished")
        downloader.download("5YTH2KQ8", from: URL(string: "https://files.marginalia.test/5YTH2KQ8")!) { result in
            XCTAssertNoThrow(try result.get())
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
    }

    func testDownloadCompletesAfterSignOutAndSignIn() {
        let first = AttachmentDownloader(sessionFactory: factory)
        first.signOut()

        let second = AttachmentDownloader(sessionFactory: factory)
        let finished = expectation(description: "download finished for new session")
        second.download("5YTH2KQ8", from: URL(string: "https://files.marginalia.test/5YTH2KQ8")!) { result in
            XCTAssertNoThrow(try result.get())
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
    }
}
