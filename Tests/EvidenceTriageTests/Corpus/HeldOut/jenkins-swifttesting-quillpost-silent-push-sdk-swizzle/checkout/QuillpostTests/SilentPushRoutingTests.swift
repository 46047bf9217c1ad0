import Testing
import UIKit
@testable import Quillpost

/// Silent pushes ("breaking-refresh") reach PushRouter through the app delegate, which the
/// Flarepush SDK swizzles. Run hosted in Quillpost.app.
@MainActor
@Suite struct SilentPushRoutingTests {
    let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "kind": "breaking-refresh", "edition": "2026-08-13T06"]

    @Test func contentAvailablePushReachesHandler() async {
        let router = PushRouter.shared
        router.reset()
        let delegate = UIApplication.shared.delegate!
        await withCheckedContinuation { done in
            delegate.application?(UIApplication.shared, didReceiveRemoteNotification: payload) { _ in done.resume() }
        }
        #expect(router.received.count == 1)
    }

    @Test func alertPushIsNotTreatedAsSilent() {
        #expect(PushKind(userInfo: ["aps": ["alert": "Hi"]]) == .alert)
    }
}
