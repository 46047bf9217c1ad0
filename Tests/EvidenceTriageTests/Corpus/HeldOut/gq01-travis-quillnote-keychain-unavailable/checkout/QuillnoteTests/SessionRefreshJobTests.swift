import XCTest
@testable import Quillnote

final class SessionRefreshJobTests: XCTestCase {
    private final class StubSessionAPI: SessionAPI {
        var receivedRefreshTokens: [String] = []
        var next = RenewedSession(accessToken: "qn-access-2", refreshToken: "qn-refresh-2")
        func renew(refreshToken: String, completion: @escaping (Result<RenewedSession, Error>) -> Void) {
            receivedRefreshTokens.append(refreshToken)
            completion(.success(next))
        }
    }

    private var tokens: KeychainTokenStore!
    private var api: StubSessionAPI!

    override func setUp() {
        super.setUp()
        tokens = KeychainTokenStore(service: "com.quillnote.tests.\(UUID().uuidString)")
        api = StubSessionAPI()
    }

    override func tearDown() {
        try? tokens.removeAll()
        super.tearDown()
    }

    func testCancelledJobDoesNotCallServer() {
        let job = SessionRefreshJob(tokens: tokens, client: api)
        job.cancel()
        XCTAssertTrue(job.isCancelled)
        XCTAssertTrue(api.receivedRefreshTokens.isEmpty)
    }

    func testRefreshSendsStoredRefreshToken() throws {
        try tokens.save(token: "qn-refresh-1", for: .refresh)
        let job = SessionRefreshJob(tokens: tokens, client: api)
        let done = expectation(description: "refresh finished")
        job.run { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(api.receivedRefreshTokens, ["qn-refresh-1"])
        XCTAssertEqual(try tokens.readToken(for: .access), "qn-access-2")
    }
}
