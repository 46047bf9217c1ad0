import Foundation

struct SubstitutionPolicy {
    func candidates(for item: CatalogItem, in catalog: [CatalogItem]) -> [CatalogItem] {
        catalog
            .filter { $0.category == item.category && $0.id != item.id && $0.inStock }
            .filter { abs($0.unitPrice - item.unitPrice) <= item.unitPrice * 0.2 }
            .sorted { $0.unitPrice < $1.unitPrice }
    }
}
