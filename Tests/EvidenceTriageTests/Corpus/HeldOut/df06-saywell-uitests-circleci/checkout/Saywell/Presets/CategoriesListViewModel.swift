import Foundation
import Observation

/// Settings → Categories (4 rows per page on iPhone).
@Observable
final class CategoriesListViewModel {
    private(set) var categories: [Category]
    private(set) var pagination: PhrasePagination

    init(categories: [Category], rowsPerPage: Int = 4) {
        self.categories = categories
        self.pagination = PhrasePagination(itemsPerPage: rowsPerPage, phraseCount: categories.count, showsAddCell: false)
    }

    var paginationLabel: String { pagination.label }

    /// Called when the "Add Category" sheet saves. The user is returned to page 1.
    func didAddCategory(_ category: Category) {
        categories.append(category)
        pagination = PhrasePagination(itemsPerPage: pagination.itemsPerPage,
                                      phraseCount: categories.count - 1,
                                      showsAddCell: false)
    }
}
