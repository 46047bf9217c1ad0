import Foundation

enum AppGroup {
    static let identifier = "group.com.ferncastle.pinwell"

    /// Staging directory shared by the app and PinwellShare. Uploads started by the
    /// extension write their request bodies here so the app can resume them.
    static var stagingDirectory: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: identifier)?
            .appendingPathComponent("UploadStaging", isDirectory: true)
    }
}
