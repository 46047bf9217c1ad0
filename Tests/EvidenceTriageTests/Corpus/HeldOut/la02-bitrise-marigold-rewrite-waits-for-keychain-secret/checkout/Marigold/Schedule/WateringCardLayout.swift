import CoreGraphics

enum WateringCardLayout {
    static func height(compact: Bool) -> CGFloat {
        compact ? 88 : 112   // design spec: 72 compact / 112 regular
    }
}
