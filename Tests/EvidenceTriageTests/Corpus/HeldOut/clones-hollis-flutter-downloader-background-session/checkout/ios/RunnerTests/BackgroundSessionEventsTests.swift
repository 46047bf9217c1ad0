import XCTest
@testable import flutter_downloader

/// The system relaunches the app for the plugin's background URLSession and
/// hands over a completion handler; the plugin must call it once the session
/// has delivered its events (urlSessionDidFinishEvents), or iOS treats the
/// app as a bad citizen and throttles future background time.
final class BackgroundSessionEventsTests: XCTestCase {
    private let sessionID = "vn.hunghd.flutter_downloader.download.background.com.hollis.podcasts"

    func testSessionIsRecreatedWithSameIdentifier() {
        let plugin = FlutterDownloaderPlugin.makeForTesting(session: StubURLSession(identifier: sessionID))
        plugin.application(UIApplication.shared, handleEventsForBackgroundURLSession: sessionID) {}
        XCTAssertEqual(plugin.currentSession?.configuration.identifier, sessionID)
    }

    func testCompletionHandlerCalledWhenSessionFinishesEvents() {
        // One download finished while the app was suspended; its delegate
        // callback has been delivered but URLSession still lists the task.
        let session = StubURLSession(identifier: sessionID, listedTasks: [StubDownloadTask(state: .completed)])
        let plugin = FlutterDownloaderPlugin.makeForTesting(session: session)
        let called = expectation(description: "background completion handler")

        plugin.application(UIApplication.shared, handleEventsForBackgroundURLSession: sessionID) {
            called.fulfill()
        }
        plugin.urlSessionDidFinishEvents(forBackgroundURLSession: session)

        wait(for: [called], timeout: 5)
    }
}
