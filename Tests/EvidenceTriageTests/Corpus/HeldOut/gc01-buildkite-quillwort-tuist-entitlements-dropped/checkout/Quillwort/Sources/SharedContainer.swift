import Foundation

/// The app-group container shared with QuillwortWidgets.
enum SharedContainer {
    static let groupIdentifier = "group.com.quillwort.shared"

    enum ContainerError: Error, Equatable {
        case unavailable(group: String)
    }

    static func url(fileManager: FileManager = .default) throws -> URL {
        guard let url = fileManager.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier) else {
            throw ContainerError.unavailable(group: groupIdentifier)
        }
        return url
    }

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: groupIdentifier)
    }
}
