import FileProvider
import Foundation

/// Registers the Stowaway domain with the File Provider system at launch.
enum ExtensionEnabler {
    static let extensionBundleID = "com.stowaway.mac.FileProvider"
    static let domain = NSFileProviderDomain(identifier: NSFileProviderDomainIdentifier("nas"), displayName: "Stowaway")

    static func registerDomain(completion: @escaping (Error?) -> Void) {
        NSFileProviderManager.add(domain) { error in
            if let error { NSLog("[ExtensionEnabler] add(domain) failed: %@", String(describing: error)) }
            completion(error)
        }
    }
}
