//
//  SilentPushHandlingTests.swift
//  MossgielTests
//

import XCTest
@testable import Mossgiel

final class SilentPushHandlingTests: XCTestCase {
    /// Without "remote-notification" iOS never wakes the app for content-available pushes.
    func testBuiltAppDeclaresRemoteNotificationMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes of the built app: \(modes)")
    }

    func testSilentPushReportsNewData() async {
        let sync = StubInboxSync(changes: 2)
        let delegate = AppDelegate(services: .stub(inboxSync: sync))
        let result = await withCheckedContinuation { continuation in
            delegate.application(.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1]]) {
                continuation.resume(returning: $0)
            }
        }
        XCTAssertEqual(result, .newData)
    }
}
