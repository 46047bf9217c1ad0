import Foundation
import Shared

extension AppGraph {
    static let tickIdentifier = "com.larkfield.notes.background-tick"

    /// One-shot work ids. Each needs an entry in BGTaskSchedulerPermittedIdentifiers.
    /// "export" added in #412 (PDF export of a notebook while backgrounded).
    static let oneShotTaskIds = ["attachments-upload", "export"]

    static func bgIdentifier(forOneShot taskId: String) -> String {
        "com.larkfield.notes.oneshot.\(taskId)"
    }
}
