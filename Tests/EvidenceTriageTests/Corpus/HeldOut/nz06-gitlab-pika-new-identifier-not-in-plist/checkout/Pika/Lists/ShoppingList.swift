struct ShoppingItem: Equatable { var name: String; var checked: Bool }

struct ShoppingList {
    var items: [ShoppingItem]
    func merged(with other: ShoppingList) -> ShoppingList {
        var byName = Dictionary(items.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for item in other.items { byName[item.name] = item }
        return ShoppingList(items: byName.values.sorted { $0.name < $1.name })
    }
}
