import XCTest
@testable import Orchard

final class OnboardingFlowTests: XCTestCase {

    func testSkipOnboarding() throws {
        let flow = OnboardingFlow(store: InMemoryStore())
        flow.skip()
        XCTAssertTrue(flow.isFinished)
    }
}
