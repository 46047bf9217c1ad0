import CoreGraphics

struct MessageBubbleLayout {
    let rowWidth: CGFloat
    var horizontalInset: CGFloat = 16

    /// Bubbles never exceed 70 % of the row.
    var maxBubbleWidth: CGFloat {
        (rowWidth - horizontalInset * 2) * 0.7
    }
}
