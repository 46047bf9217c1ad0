import CoreGraphics

enum TideChartLayout {
    /// x positions of the hour labels for a chart `width` points wide covering `hours` hours.
    static func hourLabelPositions(width: CGFloat, hours: Int, labelWidth: CGFloat) -> [CGFloat] {
        let step = width / CGFloat(hours)
        return (0...hours).map { CGFloat($0) * step }
    }
}
