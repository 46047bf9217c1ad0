import Foundation

/// Parsed form of the assignment push. Payloads are data we don't trust yet:
/// anything incomplete must come back as nil rather than a half-made task.
struct TaskAssignmentPayload: Equatable {
    let taskID: UUID
    let title: String
    let assigneeName: String

    init?(userInfo: [AnyHashable: Any]) {
        guard let title = userInfo["title"] as? String, !title.isEmpty else { return nil }
        let rawID = userInfo["taskID"] as? String
        self.taskID = rawID.flatMap(UUID.init(uuidString:)) ?? UUID()
        self.title = title
        self.assigneeName = userInfo["assigneeName"] as? String ?? "Someone"
    }
}
