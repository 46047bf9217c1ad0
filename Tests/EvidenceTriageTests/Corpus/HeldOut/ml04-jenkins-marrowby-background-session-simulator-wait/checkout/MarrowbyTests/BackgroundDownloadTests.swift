import XCTest
@testable import Marrowby

final class BackgroundDownloadTests: XCTestCase {
    func testRelaunchDeliversBackgroundEvents() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        let events = expectation(description: "handleEventsForBackgroundURLSession called")
        delegate.onBackgroundSessionEvents = { identifier in
            XCTAssertEqual(identifier, "com.marrowby.app.tiles")
            events.fulfill()
        }
        TileDownloader.shared.enqueue(URL(string: "https://cdn.marrowby.test/maps/region-eu.pack")!)
        // Let the system suspend us and wake us when the transfer finishes.
        wait(for: [events], timeout: 300)
    }
}
