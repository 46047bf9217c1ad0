import CoreGraphics

struct ReadingProgress {
    let contentHeight: CGFloat
    let viewportHeight: CGFloat

    func fraction(atOffset offset: CGFloat) -> Double {
        let scrollable = max(contentHeight - viewportHeight, 1)
        return Double(offset / scrollable)
    }
}
