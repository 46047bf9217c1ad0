import XCTest
@testable import Tillpoint

@MainActor
final class StoreSetupCoordinatorTests: XCTestCase {

    private var window: UIWindow!
    private var navigationController: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        navigationController = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    func test_trial_summary_is_presented_upon_start() {
        let sut = StoreSetupCoordinator(navigationController: navigationController, planService: MockPlanService(plan: .trial(days: 14)))
        sut.start()
        waitUntil(timeout: 1) { self.navigationController.presentedViewController is TrialSummaryHostingController }
    }

    func test_start_does_not_push_onto_stack() {
        let sut = StoreSetupCoordinator(navigationController: navigationController, planService: MockPlanService(plan: .trial(days: 14)))
        sut.start()
        XCTAssertTrue(navigationController.viewControllers.isEmpty)
    }
}
