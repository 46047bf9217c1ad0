import UIKit

final class ReceiptListViewController: UITableViewController {
    private let model: ReceiptListModel
    private let toast = ToastPresenter()

    init(model: ReceiptListModel) {
        self.model = model
        super.init(style: .insetGrouped)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            let removed = self.model.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            if removed.isSynced {
                self.toast.show("Receipt deleted", action: ("Undo", { self.model.restore(removed) }))
            }
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
