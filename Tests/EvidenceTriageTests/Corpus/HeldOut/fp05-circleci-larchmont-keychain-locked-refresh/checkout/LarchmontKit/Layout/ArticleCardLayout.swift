import UIKit

public struct ArticleCardLayout {
    public static let headlineFont = UIFont.preferredFont(forTextStyle: .headline)

    /// Height of the headline block for a card of the given width.
    public static func headlineHeight(for text: String, width: CGFloat, maxLines: Int = 3) -> CGFloat {
        let bounding = (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: headlineFont], context: nil)
        return ceil(bounding.height)
    }
}
