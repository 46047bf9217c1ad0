import Foundation

/// Builds the background configuration for the share extension. The extension
/// must use its own session identifier and the shared app group container.
enum ShareSessionConfiguration {
    static func make(bundle: Bundle) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.background(withIdentifier: "com.loftwing.share.uploads")
        let group = bundle.object(forInfoDictionaryKey: "LWAppGroupIdentifier") as? String ?? ""
        configuration.sharedContainerIdentifier = group.isEmpty ? nil : group
        return configuration
    }
}
