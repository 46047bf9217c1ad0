import XCTest
import UIKit
@testable import Quaylog

final class FakeAppState: AppStateProviding {
    var applicationState: UIApplication.State = .background
    private(set) var begun: [String] = []
    private(set) var ended = 0
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        begun.append(name ?? "")
        return UIBackgroundTaskIdentifier(rawValue: begun.count)
    }
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier) { ended += 1 }
}

final class AnalyticsFlushTests: XCTestCase {
    func testDidEnterBackgroundFlushHoldsTask() {
        let app = FakeAppState()
        let flusher = EventFlusher(app: app, uploader: ImmediateUploader())
        flusher.applicationDidEnterBackground()
        XCTAssertEqual(app.begun, ["quaylog.flush"])
        XCTAssertEqual(app.ended, 1)
    }

    /// A flush started while the app is already in the background (refresh task, silent push)
    /// must hold its own background task until the upload completes.
    func testFlushWhileInBackgroundAcquiresBackgroundTask() {
        let app = FakeAppState()
        let uploader = DeferredUploader()
        let flusher = EventFlusher(app: app, uploader: uploader)
        flusher.flush()
        XCTAssertEqual(app.begun.count, 1, "flush() in the background started no background task; the upload is suspended with the app")
        uploader.complete()
        XCTAssertEqual(app.ended, 1)
    }
}
