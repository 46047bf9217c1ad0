enum ShoppingList {
    static func sorted(_ items: [ListItem]) -> [ListItem] {
        items.sorted { $0.name < $1.name }
    }
}
