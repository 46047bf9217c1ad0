import UIKit

public struct ReceiptRenderer {
    public init() { BrandFonts.registerIfNeeded() }

    public var totalsFont: UIFont { BrandFonts.title(size: 17) }

    public func attributedTotal(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: totalsFont])
    }
}
