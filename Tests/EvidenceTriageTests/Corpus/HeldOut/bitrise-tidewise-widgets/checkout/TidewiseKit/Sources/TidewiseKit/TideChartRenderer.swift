import UIKit

public enum WidgetImageLimits {
    /// Largest pixel area chronod archived for a large widget on the devices we
    /// support (from the "Widget archival failed" console message).
    public static let maxArchivablePixelArea: CGFloat = 718_080
}

public struct TideChartRenderer {
    public var chartSide: CGFloat = 1024

    public init() {}

    /// Renders the 24h tide curve. The same renderer feeds the in-app detail
    /// screen (full resolution) and the widget timeline entries.
    public func render(_ series: TideSeries, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: chartSide, height: chartSide)
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            TideCurvePainter(series: series).paint(in: CGRect(origin: .zero, size: size), context: ctx.cgContext)
        }
    }
}
