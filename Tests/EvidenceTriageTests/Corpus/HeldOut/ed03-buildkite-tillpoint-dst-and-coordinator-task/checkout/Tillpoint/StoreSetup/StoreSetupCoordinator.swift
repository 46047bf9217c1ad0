import SwiftUI
import UIKit

@MainActor
final class StoreSetupCoordinator {
    private let navigationController: UINavigationController
    private let planService: PlanService

    init(navigationController: UINavigationController, planService: PlanService) {
        self.navigationController = navigationController
        self.planService = planService
    }

    func start() {
        // Fetch the plan first so the summary can show the trial length.
        Task {
            let plan = await planService.currentPlan()
            let summary = TrialSummaryHostingController(plan: plan)
            navigationController.present(summary, animated: false)
        }
    }
}
