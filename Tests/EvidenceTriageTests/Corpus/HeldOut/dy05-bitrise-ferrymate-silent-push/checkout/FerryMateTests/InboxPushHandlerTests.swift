import XCTest
import UIKit
@testable import FerryMate

final class InboxPushHandlerTests: XCTestCase {
    private final class FakeApplication: BackgroundTaskRunning {
        var begun: [UIBackgroundTaskIdentifier] = []
        var ended: [UIBackgroundTaskIdentifier] = []
        func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
            let id = UIBackgroundTaskIdentifier(rawValue: 7 + begun.count)
            begun.append(id)
            return id
        }
        func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended.append(identifier) }
    }

    func testNewMessagesCompleteWithNewData() {
        let app = FakeApplication()
        let handler = InboxPushHandler(application: app, fetcher: StubInboxFetcher(result: .success([.delay(route: "W2", minutes: 25)])))
        var result: UIBackgroundFetchResult?
        handler.handle(userInfo: ["inbox": "c-1180"]) { result = $0 }
        XCTAssertEqual(result, .newData)
        XCTAssertEqual(app.ended, app.begun)
    }

    func testEndsBackgroundTaskWhenFetchFails() {
        let app = FakeApplication()
        let handler = InboxPushHandler(application: app, fetcher: StubInboxFetcher(result: .failure(URLError(.notConnectedToInternet))))
        var result: UIBackgroundFetchResult?
        handler.handle(userInfo: ["inbox": "c-1181"]) { result = $0 }
        XCTAssertEqual(result, .failed)
        XCTAssertEqual(app.ended.count, 1, "background task \(app.begun.first?.rawValue ?? -1) must be ended on the failure path")
    }
}
