import Foundation

struct TabSwitcherViewModel {
    let tabCount: Int

    /// The badge on the tab button. The design caps it at "99+".
    var tabCountLabel: String {
        tabCount > 100 ? "99+" : "\(tabCount)"
    }
}
