import XCTest
@testable import Pinecone

/// TiApp (Titanium SDK 12.5.1) as generated into build/iphone, with the app's modules linked.
final class RemoteNotificationCompletionTests: XCTestCase {
    func testCompletionHandlerRemovedAfterBackgroundDone() {
        let app = TiApp.sharedForTesting()
        var calls = 0
        app.application(UIApplication.shared,
                        didReceiveRemoteNotification: ["aps": ["content-available": 1], "event": "agenda-changed"],
                        fetchCompletionHandler: { _ in calls += 1 })
        let key = app.lastPendingCompletionHandlerKey()!
        TiAppiOSProxy.endBackgroundHandler(key)              // JS: Ti.App.iOS.endBackgroundHandler(handlerId)

        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil) // flushCompletionHandlerQueue

        XCTAssertEqual(calls, 1, "a fetch completion handler may be called only once")
    }
}
