import Foundation

public enum UploadProcess {
    case app
    case shareExtension
}

/// Background URLSession configurations for attachment uploads. The app and the share
/// extension each need their own identifier (only one process may use a background
/// session at a time), the shared container, and launch events so the system wakes the
/// app to finish bookkeeping (mark the attachment uploaded, write the version) after the
/// extension has gone away.
public enum BackgroundUploadSession {
    public static let appGroup = "group.org.marginalia"

    public static func identifier(for process: UploadProcess) -> String {
        switch process {
        case .app: return "org.marginalia.uploads"
        case .shareExtension: return "org.marginalia.uploads.share"
        }
    }

    public static func configuration(for process: UploadProcess) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier(for: process))
        configuration.sharedContainerIdentifier = appGroup
        configuration.isDiscretionary = false
        switch process {
        case .app:
            configuration.sessionSendsLaunchEvents = true
        case .shareExtension:
            // Extension uploads finish after the extension is gone; the app picks them up
            // on its next launch.
            configuration.sessionSendsLaunchEvents = false
        }
        return configuration
    }
}
