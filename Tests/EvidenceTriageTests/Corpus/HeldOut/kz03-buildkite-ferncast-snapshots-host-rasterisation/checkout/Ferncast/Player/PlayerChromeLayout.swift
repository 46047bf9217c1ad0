import CoreGraphics

enum PlayerChromeLayout {
    /// Spec (design/player-v4): 20 pt on compact widths, 32 pt on regular.
    static func scrubberInset(forWidth width: CGFloat) -> CGFloat {
        width < 400 ? 12 : 32
    }
}
