import Foundation

struct Breadcrumb: Equatable { let message: String }

struct BreadcrumbBuffer {
    let limit: Int
    private(set) var items: [Breadcrumb] = []

    init(limit: Int) { self.limit = limit }

    mutating func append(_ crumb: Breadcrumb) {
        guard items.count < limit else { return }
        items.append(crumb)
    }
}
