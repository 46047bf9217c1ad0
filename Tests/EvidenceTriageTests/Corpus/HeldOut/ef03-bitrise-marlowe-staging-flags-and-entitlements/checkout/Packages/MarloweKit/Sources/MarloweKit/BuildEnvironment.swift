import Foundation

public enum BuildEnvironment: String {
    case debug, staging, testFlight, appStore

    /// Which backend and identifiers this build talks to.
    public static var current: BuildEnvironment {
        #if DEBUG
        return .debug
        #elseif STAGING
        return .staging
        #else
        let receipt = Bundle.main.appStoreReceiptURL?.lastPathComponent
        return receipt == "sandboxReceipt" ? .testFlight : .appStore
        #endif
    }

    public var bundlePrefix: String {
        switch self {
        case .debug: return "com.marlowe.podcasts.debug"
        case .staging: return "com.marlowe.podcasts.staging"
        case .testFlight, .appStore: return "com.marlowe.podcasts"
        }
    }
}
