import SwiftRichString
import UIKit

/// "Streak · 12 days" with the count emphasised. Styled with SwiftRichString.
final class StreakLabel: UILabel {
    private static let styles: StyleGroup = {
        let base = Style {
            $0.font = UIFont.preferredFont(forTextStyle: .subheadline)
            $0.dynamicText = DynamicText { $0.style = .subheadline }
            $0.color = UIColor.secondaryLabel
        }
        let count = Style {
            $0.font = UIFont.preferredFont(forTextStyle: .headline)
            $0.dynamicText = DynamicText { $0.style = .headline }
            $0.color = UIColor.label
        }
        return StyleGroup(base: base, ["count": count])
    }()

    var days: Int = 0 {
        didSet {
            adjustsFontForContentSizeCategory = true
            styledText = "Streak · <count>\(days) days</count>"
            style = Self.styles
        }
    }
}
