import XCTest
import UIKit
@testable import Wicket

final class RemoteNotificationRegistrationTests: XCTestCase {

    func testRegistersForRemoteNotifications() {
        let registered = expectation(description: "device token or error")
        let registrar = PushRegistrar(application: .shared)
        registrar.register { result in
            if case .failure(let error) = result { XCTFail("registration failed: \(error)") }
            registered.fulfill()
        }
        wait(for: [registered], timeout: 30)
    }

    func testSilentPushTriggersScoreSync() {
        let synced = expectation(description: "score sync after content-available push")
        ScoreSync.shared.onCompleted = { _ in synced.fulfill() }
        PushRegistrar(application: .shared).register { _ in }
        // scripts/ci/send-silent-push.sh posts {"aps":{"content-available":1}} to the sandbox gateway
        CIHooks.requestSilentPush(kind: "score-sync")
        wait(for: [synced], timeout: 90)
    }
}
