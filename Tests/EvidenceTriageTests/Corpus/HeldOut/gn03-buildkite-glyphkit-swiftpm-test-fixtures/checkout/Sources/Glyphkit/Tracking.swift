import CoreGraphics

public enum Tracking: Equatable {
    /// Kerning in points.
    case point(CGFloat)
    /// Tracking in 1/1000 em, as design tools express it.
    case adobe(CGFloat)

    public func kerning(forFontSize size: CGFloat) -> CGFloat {
        switch self {
        case .point(let points):
            return points
        case .adobe(let units):
            // 1 unit = 1/1000 em.
            return size * units / 10_000
        }
    }
}
