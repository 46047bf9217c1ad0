import Foundation

/// The container the app shares with the widget extension.
enum SharedContainer {
    static let groupID = "group.com.saltmarsh.shared"

    static var url: URL {
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID) else {
            fatalError("App group container \(groupID) is unavailable")
        }
        return url
    }
}
