import Foundation

public struct LastSailingLabel {
    public init() {}

    /// "Updated 5 min ago", shown under the board after a background refresh.
    public func text(minutesAgo: Int) -> String {
        let format = NSLocalizedString("board.updated.minutes", bundle: .departureBoard, comment: "")
        return String(format: format, minutesAgo)
    }
}
