import UIKit

/// The thin banner under the navigation bar: "Synced 2 min ago", "Offline", "Uploading 3 photos".
/// It re-renders itself every two seconds so the relative time stays fresh.
final class StatusBarViewController: UIViewController {
    private let label = UILabel()
    var syncState: SyncStatusProviding = SyncStatus.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.accessibilityIdentifier = "statusbar.label"
        view.addSubview(label)
        update()
    }

    @objc func update() {
        label.text = syncState.summary(relativeTo: Date())
        // Poll again in two seconds. Never cancelled while the banner is on screen.
        perform(#selector(update), with: nil, afterDelay: 2.0)
    }
}
