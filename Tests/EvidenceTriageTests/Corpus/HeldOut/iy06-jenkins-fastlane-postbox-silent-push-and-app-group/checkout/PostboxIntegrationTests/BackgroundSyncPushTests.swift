import UIKit
import XCTest
@testable import Postbox

/// Integration test against the staging push service. The staging hook sends a
/// content-available push (apns-push-type background, apns-priority 5) to the
/// device token this Simulator registered.
final class BackgroundSyncPushTests: XCTestCase {
    func testSilentPushRefreshesInboxWithin30Seconds() async throws {
        let token = try await PushRegistration.shared.deviceToken(timeout: 15)
        let refreshed = expectation(description: "inbox refreshed by background push")
        let observer = NotificationCenter.default.addObserver(forName: .mailboxDidSyncFromPush, object: nil, queue: .main) { _ in
            refreshed.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        try await StagingHooks.sendSilentPush(to: token, mailbox: "ci-inbox-04")

        await fulfillment(of: [refreshed], timeout: 30)
    }
}
