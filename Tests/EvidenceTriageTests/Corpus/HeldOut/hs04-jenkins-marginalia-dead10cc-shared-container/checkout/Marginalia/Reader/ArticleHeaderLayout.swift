import UIKit

struct ArticleHeaderLayout {
    let width: CGFloat
    let contentSizeCategory: UIContentSizeCategory

    /// Byline is author + source; long bylines wrap but never exceed two lines.
    var bylineNumberOfLines: Int {
        contentSizeCategory.isAccessibilityCategory ? 0 : 1
    }

    var titleNumberOfLines: Int {
        contentSizeCategory.isAccessibilityCategory ? 0 : 3
    }
}
