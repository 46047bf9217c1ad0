import Foundation

struct ItemMetadata: Equatable {
    var identifier: String
    var directory: Bool
    var visitedDirectory: Bool
    var downloaded: Bool
    var dataless: Bool
}

final class FilesDatabase {
    var items: [String: ItemMetadata] = [:]
    private(set) var writes = 0

    func managedMaterialisedItems() -> [ItemMetadata] {
        items.values.filter { ($0.directory && $0.visitedDirectory) || (!$0.directory && $0.downloaded) }
    }

    func update(_ item: ItemMetadata) {
        writes += 1
        items[item.identifier] = item
    }
}
