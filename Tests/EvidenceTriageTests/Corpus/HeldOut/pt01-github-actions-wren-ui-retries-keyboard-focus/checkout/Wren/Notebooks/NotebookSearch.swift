import Foundation

struct NotebookSearch {
    let notebooks: [Notebook]

    func matches(_ query: String) -> [Notebook] {
        let needle = query.lowercased()
        return notebooks.filter { $0.title.lowercased().contains(needle) }
    }
}
