import Foundation

/// Delivery receipts are posted from the Notification Service Extension when a
/// "delivered" push arrives, and from the app when it catches up in the background.
/// Both use background URLSessions so the upload survives the extension being torn down.
public enum ReceiptUploadSessionFactory {
    public enum Process: String {
        case app
        case notificationService = "nse"
    }

    public static func configuration(for process: Process) -> URLSessionConfiguration {
        let identifier = "app.parcelpost.receipts.\(process.rawValue)"
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        // An extension's background session must name a shared container, or the session is
        // invalidated on creation (NSURLErrorBackgroundSessionRequiresSharedContainer, -995).
        configuration.sharedContainerIdentifier = AppGroup.identifier
        configuration.sessionSendsLaunchEvents = (process == .app)
        configuration.isDiscretionary = false
        return configuration
    }
}
