import XCTest
@testable import iosApp

final class OnboardingViewModelTests: XCTestCase {
  func testSkipPersistsChoice() async throws {
    let defaults = UserDefaults(suiteName: "onboarding-tests")!
    defaults.removePersistentDomain(forName: "onboarding-tests")
    let vm = OnboardingViewModel(defaults: defaults)
    vm.skip()
    try await Task.sleep(nanoseconds: 50_000_000) // persisted on a background queue
    XCTAssertTrue(defaults.bool(forKey: "onboarding.skipped"))
  }
}
