import XCTest
@testable import Ledgerline

@MainActor
final class StubURLProtocolTests: XCTestCase {
    private var session: URLSession!

    override func setUp() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
    }

    override func tearDown() async throws {
        StubURLProtocol.handler = nil
        session.invalidateAndCancel()
    }

    func testStubbedResponseIsDelivered() async throws {
        // Formed in a @MainActor method: main-actor isolated in Swift 6 mode.
        // URL loading calls startLoading (and so this closure) on its own thread.
        StubURLProtocol.handler = { request in
            let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            return (response, Data(#"{"status":"ok"}"#.utf8))
        }
        let (data, _) = try await session.data(from: URL(string: "https://fog.ledgerline.example/v1/status")!)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"status":"ok"}"#)
    }

    func testMissingHandlerFailsTheRequest() async {
        do {
            _ = try await session.data(from: URL(string: "https://fog.ledgerline.example/v1/status")!)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .unsupportedURL)
        }
    }
}
