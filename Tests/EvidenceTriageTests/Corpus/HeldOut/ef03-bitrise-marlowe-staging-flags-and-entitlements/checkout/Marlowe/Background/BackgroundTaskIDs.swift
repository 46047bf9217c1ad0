import MarloweKit

enum BackgroundTaskIDs {
    /// Must match BGTaskSchedulerPermittedIdentifiers, which the Info.plist
    /// builds as $(PRODUCT_BUNDLE_IDENTIFIER).refresh.
    static var refresh: String { BuildEnvironment.current.bundlePrefix + ".refresh" }
}
