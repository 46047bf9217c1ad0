import XCTest
import WatchKit
@testable import RowlineWatch

private final class FakeSession: RuntimeSession {
    var state: WKExtendedRuntimeSessionState = .notStarted
    var startedWhileInactive = false
    var appActive: () -> Bool = { true }
    func start() { startedWhileInactive = !appActive(); state = .running }
    func invalidate() { state = .invalid }
}

final class ExtendedRuntimeSessionManagerTests: XCTestCase {
    private var active = true
    private var made: [FakeSession] = []

    private func manager() -> ExtendedRuntimeSessionManager {
        ExtendedRuntimeSessionManager(makeSession: { [unowned self] in
            let s = FakeSession(); s.appActive = { self.active }; self.made.append(s); return s
        }, isAppActive: { [unowned self] in self.active })
    }

    func testSecondHolderSharesTheSession() {
        let m = manager()
        m.acquire("assist")
        m.acquire("dbsync")
        XCTAssertEqual(m.sessionsCreated, 1)
    }

    func testStartDeferredUntilAppActive() {
        active = false
        let m = manager()
        m.acquire("dbsync")
        XCTAssertFalse(made.first?.startedWhileInactive ?? false, "session started while the app was inactive")
    }

    func testSessionEndedBySystemIsDropped() {
        let m = manager()
        m.acquire("dbsync")
        made.first?.state = .invalid
        m.sessionDidInvalidate(reason: .expired)
        XCTAssertNil(m.session)
    }

    func testReleaseLastHolderInvalidates() {
        let m = manager()
        m.acquire("assist")
        m.release("assist")
        XCTAssertEqual(made.first?.state, .invalid)
    }
}
