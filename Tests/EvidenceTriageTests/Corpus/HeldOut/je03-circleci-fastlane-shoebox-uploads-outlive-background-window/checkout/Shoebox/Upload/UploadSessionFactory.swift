import Foundation
import UIKit

/// Builds the URLSession an upload runs on.
struct UploadSessionFactory {
    static let backgroundIdentifier = "com.shoebox.backup.uploads"

    /// Originals are uploaded from the foreground session and kept alive with a UIKit background task
    /// when the user leaves the app (SB-611: the background session made progress reporting flaky).
    func session(for asset: BackupAsset, delegate: URLSessionDelegate) -> URLSession {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForResource = 60 * 60
        configuration.allowsCellularAccess = asset.allowsCellular
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }
}
