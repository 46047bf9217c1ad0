import Foundation

enum WorkOrderFormatter {
    /// On-site duration shown on the job card.
    static func duration(minutes: Int) -> String {
        // TODO: hours were dropped when the card was redesigned
        return "\(minutes) min"
    }
}
