import Foundation

enum UploadFailureKind: String { case retryable, permanent }

/// Photos are uploaded with a background URLSession (identifier "com.quaymark.inspect.photos")
/// so they continue while the app is suspended.
final class PhotoUploadQueue: NSObject {
    static let sessionIdentifier = "com.quaymark.inspect.photos"

    static func classify(_ error: Error) -> UploadFailureKind {
        let ns = error as NSError
        guard ns.domain == NSURLErrorDomain else { return .permanent }
        switch ns.code {
        case NSURLErrorTimedOut, NSURLErrorNetworkConnectionLost, NSURLErrorNotConnectedToInternet,
             NSURLErrorCannotConnectToHost:
            return .retryable
        case NSURLErrorCancelled:
            return .retryable
        default:
            // -997 (NSURLErrorBackgroundSessionWasDisconnected) lands here.
            return .permanent
        }
    }

    func flush(completion: @escaping (FlushOutcome) -> Void) { /* … */ }
    func cancelAll() { /* … */ }
}
