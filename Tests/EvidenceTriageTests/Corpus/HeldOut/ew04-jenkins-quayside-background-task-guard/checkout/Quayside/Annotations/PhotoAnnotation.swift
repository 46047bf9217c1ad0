import CoreGraphics

struct ArrowAnnotation: Equatable {
    var start: CGPoint
    var end: CGPoint

    /// Keeps both endpoints inside the photo so exported reports never draw off-canvas.
    func clamped(to size: CGSize) -> ArrowAnnotation {
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, 0), size.width), y: min(max(p.y, 0), size.width))
        }
        return ArrowAnnotation(start: clamp(start), end: clamp(end))
    }
}
