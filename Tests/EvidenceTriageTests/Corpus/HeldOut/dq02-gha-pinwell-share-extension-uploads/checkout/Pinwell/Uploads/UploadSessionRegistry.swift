import Foundation

/// Hands out background-session identifiers. The app and the share extension
/// both build their URLSessionConfiguration from here.
enum UploadProcess {
    case app
    case shareExtension
}

enum UploadSessionRegistry {
    private static let base = "com.ferncastle.pinwell.upload"

    static func sessionIdentifier(for process: UploadProcess) -> String {
        // One identifier for both processes so the app can "adopt" uploads the
        // extension started (refactor in #842 collapsed the two constants).
        switch process {
        case .app, .shareExtension:
            return base
        }
    }

    static func configuration(for process: UploadProcess) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: sessionIdentifier(for: process))
        if process == .shareExtension {
            // Extensions are killed soon after they finish; the transfer must be
            // owned by the group container so the app can pick it up.
            configuration.sharedContainerIdentifier = AppGroup.identifier
        }
        configuration.sessionSendsLaunchEvents = true
        return configuration
    }
}
