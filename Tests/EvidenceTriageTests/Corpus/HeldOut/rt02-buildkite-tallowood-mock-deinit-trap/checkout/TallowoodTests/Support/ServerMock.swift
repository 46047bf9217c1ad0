import Foundation
@testable import Tallowood

/// Local HTTP stub used by the interception tests. It records requests on the
/// instrumentation queue and asserts it is torn down on the main thread so the
/// shared URLProtocol registration is never mutated concurrently.
final class ServerMock {
    private(set) var requests: [URLRequest] = []
    private let skipIsMainThreadCheck: Bool

    init(skipIsMainThreadCheck: Bool = false) {
        self.skipIsMainThreadCheck = skipIsMainThreadCheck
        StubURLProtocol.register(self)
    }

    func record(_ request: URLRequest) {
        requests.append(request)
    }

    func waitAndReturnRequests(count: Int, timeout: TimeInterval) -> [URLRequest] {
        let deadline = Date().addingTimeInterval(timeout)
        while requests.count < count && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        return requests
    }

    deinit {
        if !skipIsMainThreadCheck {
            precondition(Thread.isMainThread, "ServerMock must be released on the main thread")
        }
        StubURLProtocol.unregister()
    }
}
