import XCTest
@testable import Lumen

final class OfflineDownloadTests: XCTestCase {
    func testSessionIsBackground() {
        let downloader = OfflineCourseDownloader()
        XCTAssertEqual(downloader.session.configuration.identifier, OfflineCourseDownloader.sessionIdentifier)
    }

    func testCourseDownloadFinishesWithinTwoMinutes() {
        let downloader = OfflineCourseDownloader()
        let finished = expectation(description: "course swift-basics downloaded")
        downloader.onCourseFinished = { id in
            if id == "swift-basics" { finished.fulfill() }
        }
        downloader.download(course: .fixture(id: "swift-basics", lessons: 3))
        wait(for: [finished], timeout: 120)
    }
}
