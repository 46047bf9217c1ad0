import XCTest
@testable import Scoreline

final class LiveActivityTokenObserverTests: XCTestCase {
    func testRecoveredActivityForwardsPushToken() {
        let local = FakeHandle(id: "local-1"), recovered = FakeHandle(id: "pushstart-7")
        let source = FakeSource(local: [local], all: [local, recovered])
        var uploaded: [String: String] = [:]
        MatchActivityTokens(source: source) { id, token in uploaded[id] = token }.start()
        local.emit("aa11"); recovered.emit("bb22")
        XCTAssertEqual(uploaded["local-1"], "aa11")
        XCTAssertEqual(uploaded["pushstart-7"], "bb22", "a push-started or recovered activity's token never reached the backend")
    }
}

final class FakeHandle: MatchActivityHandle {
    let id: String; private var observers: [(String) -> Void] = []
    init(id: String) { self.id = id }
    func observeTokens(_ onToken: @escaping (String) -> Void) { observers.append(onToken) }
    func emit(_ token: String) { observers.forEach { $0(token) } }
}
struct FakeSource: ActivitySource {
    let local: [MatchActivityHandle]; let allHandles: [MatchActivityHandle]
    init(local: [MatchActivityHandle], all: [MatchActivityHandle]) { self.local = local; self.allHandles = all }
    func locallyStarted() -> [MatchActivityHandle] { local }
    func all() -> [MatchActivityHandle] { allHandles }
}
