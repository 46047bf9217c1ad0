import UIKit

final class CartViewController: UITableViewController {
    private(set) var items: [CartItem] = []
    private let store: CartStore

    init(store: CartStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func reload() {
        items = store.items
        tableView.reloadData()
    }

    func remove(at indexPath: IndexPath) {
        store.remove(items[indexPath.row].sku)
        // Row animation first, model refresh on the next store notification.
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
}
