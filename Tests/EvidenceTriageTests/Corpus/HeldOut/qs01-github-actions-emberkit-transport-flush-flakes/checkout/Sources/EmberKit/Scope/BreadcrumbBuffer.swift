import Foundation

struct Breadcrumb: Equatable {
    let message: String
}

/// Ring buffer of breadcrumbs attached to every event.
struct BreadcrumbBuffer {
    let capacity: Int
    private(set) var items: [Breadcrumb] = []

    init(capacity: Int = 100) { self.capacity = capacity }

    mutating func add(_ crumb: Breadcrumb) {
        items.append(crumb)
        if items.count > capacity {
            items.removeLast()
        }
    }
}
