import Foundation

struct NotebookSorter {
    enum Order { case modifiedDescending, titleAscending }

    func sort(_ notebooks: [Notebook], by order: Order) -> [Notebook] {
        switch order {
        case .modifiedDescending:
            return notebooks.sorted { $0.modifiedAt < $1.modifiedAt }
        case .titleAscending:
            return notebooks.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        }
    }
}
