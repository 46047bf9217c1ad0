import XCTest
@testable import KestrelNetworking

final class SessionUploaderTests: XCTestCase {
    func testEndSessionUploadsPayload() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HTTPStubProtocol.self]
        HTTPStubProtocol.reset()
        HTTPStubProtocol.stub(path: "/v2/sessions", status: 202, json: "{}")
        let uploader = SessionUploader(baseURL: URL(string: "https://api.kestrel.test")!, session: URLSession(configuration: configuration))

        uploader.endSession(id: "s-19", events: 42)

        let deadline = Date().addingTimeInterval(2)
        while HTTPStubProtocol.requests["/v2/sessions"]?.isEmpty ?? true, Date() < deadline {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertEqual(HTTPStubProtocol.requests["/v2/sessions"]?.count, 1)
    }

    func testRetriesOnceOnTimeout() async throws {
        let transport = HTTPTransport(session: .stubbed(failingFirstWith: URLError(.timedOut)))
        let (_, response) = try await transport.data(for: URLRequest(url: URL(string: "https://api.kestrel.test/v2/ping")!))
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
    }
}
