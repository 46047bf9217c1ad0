import Foundation

struct ChecklistItem: Equatable {
    let title: String
    var isDone: Bool
}

final class ChecklistViewModel {
    private(set) var items: [ChecklistItem]

    init(items: [ChecklistItem]) {
        self.items = items
    }

    func toggle(_ title: String) {
        guard let index = items.firstIndex(where: { $0.title == title }) else { return }
        items[index].isDone.toggle()
        // Keep the technician's order stable while they work through the list.
    }
}
