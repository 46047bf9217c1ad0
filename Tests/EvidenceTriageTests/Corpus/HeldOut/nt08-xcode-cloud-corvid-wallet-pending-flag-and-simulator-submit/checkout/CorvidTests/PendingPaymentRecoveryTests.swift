import XCTest
@testable import Corvid

final class PendingPaymentRecoveryTests: XCTestCase {
    func testPendingFlagClearedAfterSuccessfulReconnect() async {
        let defaults = UserDefaults.ephemeral()
        defaults.set(true, forKey: PendingPaymentRecovery.pendingKey)
        await PendingPaymentRecovery(defaults: defaults, node: FakeNode(reconnect: .success)).recoverIfNeeded()
        XCTAssertFalse(defaults.bool(forKey: PendingPaymentRecovery.pendingKey))
    }

    func testPendingFlagKeptWhenReconnectFails() async {
        let defaults = UserDefaults.ephemeral()
        defaults.set(true, forKey: PendingPaymentRecovery.pendingKey)
        await PendingPaymentRecovery(defaults: defaults, node: FakeNode(reconnect: .failure(URLError(.networkConnectionLost)))).recoverIfNeeded()
        XCTAssertTrue(defaults.bool(forKey: PendingPaymentRecovery.pendingKey))
    }
}
