import Foundation

/// Background upload session used by the share extension (and by its tests, hosted in the app).
/// Extensions must use a shared container for background sessions, so the identifier of the
/// App Group comes from the bundle's Info.plist (`BCAppGroupIdentifier = $(APP_GROUP_ID)`).
public final class ShareUploadSession: NSObject, URLSessionDelegate {
    public static let identifier = "com.bramblecast.share.uploads"

    public private(set) var configuration: URLSessionConfiguration
    public private(set) var invalidationError: Error?
    public var onInvalidate: ((Error?) -> Void)?
    private var session: URLSession?

    public init(bundle: Bundle = .main) {
        let config = URLSessionConfiguration.background(withIdentifier: Self.identifier)
        config.sharedContainerIdentifier = bundle.object(forInfoDictionaryKey: "BCAppGroupIdentifier") as? String
        self.configuration = config
        super.init()
    }

    public func start() {
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) {
        invalidationError = error
        NSLog("[Share] background session invalidated: %@", String(describing: error))
        onInvalidate?(error)
    }
}
