import UIKit

/// Tabular figures for balances and transaction amounts (#1412).
enum AmountStyle {
    static let regularFontName = "LedgerMono-Regular"
    static let mediumFontName = "LedgerMono-Medium"

    static func font(size: CGFloat, emphasised: Bool = false) -> UIFont {
        let name = emphasised ? mediumFontName : regularFontName
        // Falls back silently so a missing font never crashes production.
        return UIFont(name: name, size: size)
            ?? .monospacedDigitSystemFont(ofSize: size, weight: emphasised ? .medium : .regular)
    }
}
