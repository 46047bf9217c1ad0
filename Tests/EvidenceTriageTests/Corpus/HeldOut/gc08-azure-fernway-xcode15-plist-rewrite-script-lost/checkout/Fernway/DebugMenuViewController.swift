#if DEBUG || BETA
import BackgroundTasks
import UIKit

final class DebugMenuViewController: UITableViewController {
    private let rows: [(id: String, title: String, action: () -> Void)] = [
        ("debug.simulateRefreshLaunch", "Run background refresh now", DebugMenuViewController.simulateRefreshLaunch),
    ]

    /// Same private hook Xcode's debugger uses: asks BGTaskScheduler to launch the refresh
    /// task as if the system had scheduled it. Only works for a request that was submitted.
    static func simulateRefreshLaunch() {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        let id = FernwayBackgroundTasks.refresh.rawValue as NSString
        UIApplication.shared.perform(NSSelectorFromString("suspend"))
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            _ = BGTaskScheduler.shared.perform(selector, with: id)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.accessibilityIdentifier = rows[indexPath.row].id
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rows[indexPath.row].action()
    }
}
#endif
