import Foundation

/// The tab-count badge on the toolbar button.
enum TabCountFormatter {
    static let infinity = "\u{221E}"

    static func badge(for count: Int) -> String {
        switch count {
        case ..<1:
            return ""
        case 1...100:
            return String(count)
        default:
            return infinity
        }
    }
}
