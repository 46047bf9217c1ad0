import UIKit

final class AccountsViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Live balances while the accounts screen is on screen (#1650).
        LiveBalanceChannel.shared.connect()
    }
}
