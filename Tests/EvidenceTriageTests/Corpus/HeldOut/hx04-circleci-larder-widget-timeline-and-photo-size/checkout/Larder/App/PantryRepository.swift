import WidgetKit

final class PantryRepository {
    static let shared = PantryRepository()
    private let store = SharedStore.appGroup

    func add(_ item: PantryItem) {
        store.items.append(item)
        NSLog("[Larder] added %@; asking WidgetKit to reload UseSoon", item.name)
        WidgetCenter.shared.reloadTimelines(ofKind: "UseSoon")
    }
}
