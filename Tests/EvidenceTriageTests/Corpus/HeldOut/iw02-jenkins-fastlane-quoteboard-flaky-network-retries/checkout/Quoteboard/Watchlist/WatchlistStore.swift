import Foundation

final class WatchlistStore {
    private(set) var symbols: [String]
    private(set) var selectedIndex: Int?

    init(symbols: [String]) {
        self.symbols = symbols
        self.selectedIndex = symbols.isEmpty ? nil : 0
    }

    var selectedSymbol: String? {
        selectedIndex.map { symbols[$0] }
    }

    func select(_ symbol: String) {
        selectedIndex = symbols.firstIndex(of: symbol)
    }

    func remove(_ symbol: String) {
        guard let index = symbols.firstIndex(of: symbol) else { return }
        symbols.remove(at: index)
        if let selected = selectedIndex, selected >= index {
            selectedIndex = max(selected - 1, 0)
        }
        NotificationCenter.default.post(name: .watchlistDidChange, object: self,
                                        userInfo: ["selected": symbols[selectedIndex ?? 0]])
    }
}

extension Notification.Name {
    static let watchlistDidChange = Notification.Name("WatchlistDidChange")
}
