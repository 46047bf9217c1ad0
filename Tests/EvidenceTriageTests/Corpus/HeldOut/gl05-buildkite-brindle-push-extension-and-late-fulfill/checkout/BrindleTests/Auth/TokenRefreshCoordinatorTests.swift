import XCTest
@testable import Brindle

final class TokenRefreshCoordinatorTests: XCTestCase {
    func testRefreshSucceedsFirstTime() {
        let auth = AuthClientStub(results: [.success(.fixture)])
        let refreshed = expectation(description: "token refreshed")
        TokenRefreshCoordinator(auth: auth).refreshIfNeeded { _ in refreshed.fulfill() }
        wait(for: [refreshed], timeout: 1)
    }

    func testSilentPushRefreshesTokenAfterUnauthorized() {
        let auth = AuthClientStub(results: [.failure(AuthError.unauthorized), .success(.fixture)])
        let coordinator = TokenRefreshCoordinator(auth: auth)
        let refreshed = expectation(description: "token refreshed")

        coordinator.refreshIfNeeded { result in
            XCTAssertNotNil(try? result.get())
            refreshed.fulfill()
        }

        wait(for: [refreshed], timeout: 1)
    }
}
