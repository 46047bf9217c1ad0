import XCTest
@testable import Tern

final class OnboardingStateTests: XCTestCase {
    func testFreshInstallShowsWelcome() throws {
        // Assumes an empty keychain; nothing in setUp clears items left by other tests
        // or by earlier jobs on this reused simulator.
        let state = OnboardingState(tokenStore: KeychainTokenStore())
        XCTAssertEqual(state.initialScreen, .welcome)
    }
}
