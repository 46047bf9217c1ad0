import Foundation

/// Paging maths for the phrase grid and the Settings category list.
struct PhrasePagination: Equatable {
    let itemsPerPage: Int
    private(set) var itemCount: Int
    private(set) var currentPage: Int   // zero-based

    /// The main screen shows a trailing "+ Add Phrase" cell in custom categories.
    init(itemsPerPage: Int, phraseCount: Int, showsAddCell: Bool, currentPage: Int = 0) {
        self.itemsPerPage = itemsPerPage
        self.itemCount = phraseCount + (showsAddCell ? 1 : 0)
        self.currentPage = currentPage
    }

    var pageCount: Int { max(1, Int((Double(itemCount) / Double(itemsPerPage)).rounded(.up))) }

    var label: String { "Page \(currentPage + 1) of \(pageCount)" }

    /// Called when the data set changes while the user is elsewhere.
    mutating func update(itemCount newCount: Int) {
        itemCount = newCount
        // Keep the user on the same page if it still exists, otherwise clamp to the last page.
        currentPage = min(currentPage, pageCount - 1)
    }

    /// Called when the category is re-selected from the category bar.
    mutating func restoreOnReturn(previousPageCount: Int) {
        if previousPageCount != pageCount {
            currentPage = pageCount - 1
        }
    }
}
