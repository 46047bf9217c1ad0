import XCTest
@testable import Ferncastle

final class SignupRemoteTests: XCTestCase {
    func testSignupCreatesAccount() async throws {
        let client = RemoteAccountClient(baseURL: StagingServer.url)
        let account = try await client.signup(email: "ci+\(UUID())@ferncastle.test")
        XCTAssertFalse(account.id.isEmpty)
    }
}
