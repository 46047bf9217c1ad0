import XCTest
@testable import Pinfold

final class PushWakeTests: XCTestCase {
    /// Device locked again after the first unlock since boot: Complete-class files are closed,
    /// CompleteUntilFirstUserAuthentication files stay readable.
    private func lockedAfterFirstUnlock() -> FakeProtectionState {
        FakeProtectionState(completeClassAvailable: false, untilFirstAuthClassAvailable: true)
    }

    func testSilentPushAfterFirstUnlockStartsSession() {
        let session = FakeMessagingSession(pending: 2)
        let handler = PushWakeHandler(protection: lockedAfterFirstUnlock(), session: session)
        handler.handle(["aps": ["content-available": 1]]) { _ in }
        XCTAssertTrue(session.didStart)
    }

    func testSilentPushCallsCompletionWithNewData() {
        let session = FakeMessagingSession(pending: 2)
        let handler = PushWakeHandler(protection: lockedAfterFirstUnlock(), session: session)
        var results: [UIBackgroundFetchResult] = []
        handler.handle(["aps": ["content-available": 1]]) { results.append($0) }
        XCTAssertEqual(results, [.newData])
    }

    func testUnlockedPushFetches() {
        let session = FakeMessagingSession(pending: 1)
        let handler = PushWakeHandler(protection: FakeProtectionState(completeClassAvailable: true, untilFirstAuthClassAvailable: true), session: session)
        var results: [UIBackgroundFetchResult] = []
        handler.handle(["aps": ["content-available": 1]]) { results.append($0) }
        XCTAssertEqual(results, [.newData])
    }
}
