import Foundation

/// Process-wide sync configuration. The app sets it at launch from
/// AppEnvironment; tests set it through TestSetup.
public struct SyncEnvironment {
    public static var current: SyncEnvironment?

    public let uploadEndpoint: URL
    public let store: VisitStore
    public let clock: Clock

    public init(uploadEndpoint: URL, store: VisitStore, clock: Clock) {
        self.uploadEndpoint = uploadEndpoint
        self.store = store
        self.clock = clock
    }
}
