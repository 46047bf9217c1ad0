import CoreGraphics

enum FareTableLayout {
    static func columnWidths(totalWidth: CGFloat) -> [CGFloat] {
        let first = (totalWidth * 0.4).rounded(.down)
        let rest = ((totalWidth - first) / 2).rounded(.down)
        return [first, rest, rest + 8]   // leftover padding added to the last column
    }
}
