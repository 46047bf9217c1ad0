import XCTest
@testable import Fennec

final class SuggestionPolicyTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "SuggestionPolicyTests")
        defaults.removePersistentDomain(forName: "SuggestionPolicyTests")
    }

    func testPolicyDefaultsToOff() {
        let policy = SuggestionPolicy(defaults: defaults)
        XCTAssertFalse(policy.isAutomaticSuggestionEnabled)
    }

    func testPolicyTurnsOnAfterThreeAcceptedSuggestions() {
        let policy = SuggestionPolicy(defaults: defaults)
        (0..<3).forEach { _ in policy.recordAcceptedSuggestion() }
        XCTAssertTrue(policy.isAutomaticSuggestionEnabled)
    }
}
