import Foundation

struct SelectionToolbarModel {
    var selectedCount: Int

    var title: String {
        selectedCount == 0 ? "Select Items" : "\(selectedCount) Selected"
    }
}
