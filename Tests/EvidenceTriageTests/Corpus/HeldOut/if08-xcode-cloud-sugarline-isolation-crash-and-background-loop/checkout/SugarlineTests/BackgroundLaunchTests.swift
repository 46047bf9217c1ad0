import XCTest
@testable import Sugarline

@MainActor
final class BackgroundLaunchTests: XCTestCase {
    func testBackgroundFetchLaunchDoesNotBuildUI() {
        let coordinator = AppLaunchCoordinator()
        let window = UIWindow()
        coordinator.windowProvider = { window }

        coordinator.start(application: FakeApplication(state: .background))

        XCTAssertFalse(coordinator.isUIBuilt, "status UI was built during a background-fetch launch")
        XCTAssertNil(window.rootViewController)
    }
}
