import XCTest
@testable import Fernhill

final class SyncRefreshJobTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() {
        StubURLProtocol.reset()
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testMissingRefreshTokenFailsFast() {
        let job = SyncRefreshJob(tokens: .stubbed, keychain: InMemoryCredentials(refreshToken: nil))
        let done = expectation(description: "completion")
        job.refreshSession { ok in XCTAssertFalse(ok); done.fulfill() }
        wait(for: [done], timeout: 1)
    }

    /// The BGAppRefreshTask path: the token endpoint answers on URLSession's
    /// delegate queue, exactly as in production.
    func testTokenRefreshCompletesOnURLSessionQueue() {
        StubURLProtocol.respond(json: #"{"access_token":"at-3f1","expires_in":3600}"#)
        let keychain = InMemoryCredentials(refreshToken: "rt-test")
        let job = SyncRefreshJob(tokens: .stubbed, keychain: keychain)
        let done = expectation(description: "completion")
        job.refreshSession { ok in
            XCTAssertTrue(ok)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(keychain.accessToken?.value, "at-3f1")
    }
}
