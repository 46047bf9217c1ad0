import UIKit

final class ShoppingListViewController: UITableViewController {
    private var sections: [(aisle: Aisle, items: [ShoppingItem])]

    init(items: [ShoppingItem]) {
        sections = Dictionary(grouping: items, by: \.aisle)
            .sorted { $0.key.storeOrder < $1.key.storeOrder }
            .map { ($0.key, $0.value) }
        super.init(style: .insetGrouped)
        title = String(localized: "shopping.title")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = AisleHeaderView()
        // #702: aisle headers now show the item count and use the caption style from the design refresh.
        header.title.text = "\(sections[section].aisle.name.uppercased()) · \(sections[section].items.count)"
        header.title.font = .preferredFont(forTextStyle: .caption1)
        header.icon.image = UIImage(systemName: sections[section].aisle.symbolName)
        return header
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item") ?? UITableViewCell(style: .value1, reuseIdentifier: "item")
        let item = sections[indexPath.section].items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.attributedText = item.isChecked
            ? NSAttributedString(string: item.name, attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
            : NSAttributedString(string: item.name)
        content.secondaryText = item.quantityText
        cell.contentConfiguration = content
        return cell
    }
}
