import Foundation

extension URL {
    /// Shared with the widget / Live Activity extension.
    static var appGroupContainerDirectory: URL {
        let id = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? "group.com.shiftboard.shared"
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: id) else {
            NSLog("[AppGroup] containerURL(forSecurityApplicationGroupIdentifier: %@) returned nil", id)
            fatalError("Should always be able to retrieve the container directory")
        }
        return url
    }
}
