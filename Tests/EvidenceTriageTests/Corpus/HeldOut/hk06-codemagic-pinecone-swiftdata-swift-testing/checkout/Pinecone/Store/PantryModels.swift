import Foundation
import SwiftData

@Model
final class Shelf {
    @Attribute(.unique) var name: String
    @Relationship(deleteRule: .nullify, inverse: \PantryItem.shelf) var items: [PantryItem] = []
    init(name: String) { self.name = name }
}

@Model
final class PantryItem {
    @Attribute(.unique) var barcode: String
    var title: String
    var quantity: Int
    var expiresOn: Date?
    var shelf: Shelf?

    init(barcode: String, title: String, quantity: Int = 1, expiresOn: Date? = nil, shelf: Shelf? = nil) {
        self.barcode = barcode
        self.title = title
        self.quantity = quantity
        self.expiresOn = expiresOn
        self.shelf = shelf
    }
}
