import XCTest
@testable import Tallowood

final class NetworkInstrumentationTests: XCTestCase {
    func testRegisteredDelegateInterceptsTaskMetrics() throws {
        let (server, instrumentation) = try setupInterceptionTest()
        let session = instrumentation.makeSession()
        session.dataTask(with: URL(string: "https://api.tallowood.app/jobs")!).resume()
        wait(for: [instrumentation.interceptionDidComplete], timeout: 2)
        XCTAssertEqual(server.requests.count, 1)
    }

    func testRegisteredDelegateDetectsFirstPartyHosts() throws {
        let server = ServerMock()
        let instrumentation = NetworkInstrumentation(firstPartyHosts: ["api.tallowood.app"])
        weak var weakServer = server
        instrumentation.scopeHandler = { request in weakServer?.record(request) }
        let session = instrumentation.makeSession()
        session.dataTask(with: URL(string: "https://api.tallowood.app/visits")!).resume()
        let requests = server.waitAndReturnRequests(count: 1, timeout: 1)
        XCTAssertEqual(requests.first?.value(forHTTPHeaderField: "x-tallowood-origin"), "first-party")
    }

    private func setupInterceptionTest() throws -> (ServerMock, NetworkInstrumentation) {
        let server = ServerMock(skipIsMainThreadCheck: true)
        let instrumentation = NetworkInstrumentation(firstPartyHosts: ["api.tallowood.app"])
        instrumentation.scopeHandler = { [server] request in server.record(request) }
        return (server, instrumentation)
    }
}
