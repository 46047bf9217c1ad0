import XCTest
@testable import Cedarline

final class TaskSchedulerLifecycleTests: XCTestCase {
    func testOnboardingReusesSharedScheduler() throws {
        let onboarding = OnboardingInfoViewController()
        onboarding.loadViewIfNeeded()
        onboarding.didTapEnable()
    }
}
