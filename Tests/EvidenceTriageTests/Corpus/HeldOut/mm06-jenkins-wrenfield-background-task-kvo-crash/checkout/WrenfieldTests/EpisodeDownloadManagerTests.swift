import XCTest
@testable import WrenfieldKit

final class EpisodeDownloadManagerTests: XCTestCase {
    func testFailedBackgroundTaskRemovesObservers() throws {
        let manager = EpisodeDownloadManager(configuration: .background(withIdentifier: "com.wrenfield.tests.downloads"))
        var task: URLSessionTask? = manager.session.dataTask(with: URL(string: "https://feeds.wrenfield.example/404")!)
        manager.track(task!)
        manager.urlSession(manager.session, task: task!, didCompleteWithError: URLError(.fileDoesNotExist))
        task = nil
        XCTAssertEqual(manager.activeObservationCount, 0)
    }
}
