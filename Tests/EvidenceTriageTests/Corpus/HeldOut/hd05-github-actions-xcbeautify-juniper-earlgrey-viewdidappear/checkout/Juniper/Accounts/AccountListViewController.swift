import UIKit

final class AccountListViewController: UITableViewController {

    private let accounts: AccountStore
    private lazy var addAccountButton = UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.showAddAccount() })

    init(accounts: AccountStore) {
        self.accounts = accounts
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Accounts", comment: "")
        addAccountButton.accessibilityIdentifier = "addAccount"
        navigationItem.rightBarButtonItem = addAccountButton
    }

    override func viewDidAppear(_ animated: Bool) {
        // Show the onboarding hint the first time the list appears.
        if accounts.isEmpty && !OnboardingHints.shared.hasShownAddAccountHint {
            OnboardingHints.shared.presentAddAccountHint(from: addAccountButton)
        }
        accounts.startObservingBackgroundSync()
    }

    private func showAddAccount() {
        navigationController?.pushViewController(AddAccountViewController(), animated: true)
    }
}
