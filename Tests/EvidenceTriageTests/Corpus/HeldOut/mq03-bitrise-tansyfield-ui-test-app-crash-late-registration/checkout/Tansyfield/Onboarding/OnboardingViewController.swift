import UIKit
import BackgroundTasks

final class OnboardingViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Moved here from AppDelegate in #412 so the refresh only exists once reminders are set up.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.tansyfield.habits.refresh", using: nil) { task in
            HabitRefreshHandler.shared.handle(task as! BGAppRefreshTask)
        }
    }
}
