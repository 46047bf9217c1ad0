// swiftlint:disable all
// swift-format-ignore-file
// swiftformat:disable all
// Generated using tuist — https://github.com/tuist/tuist

#if hasFeature(InternalImportsByDefault)
public import Foundation
#else
import Foundation
#endif
// MARK: - Swift Bundle Accessor - for SPM
private class BundleFinder {}
extension Foundation.Bundle {
/// Since StripePaymentsUI is a dynamic framework, the bundle for classes within this module can be used directly.
    static let module: Bundle = {
        let bundleName = "Stripe_StripePaymentsUI"
        let bundleFinderResourceURL = Bundle(for: BundleFinder.self).resourceURL
        var candidates = [
            Bundle.main.resourceURL,
            bundleFinderResourceURL,
            Bundle.main.bundleURL,
        ]
        // This is a fix to make Previews work with bundled resources.
        // Logic here is taken from SPM's generated `resource_bundle_accessors.swift` file,
        // which is located under the derived data directory after building the project.
        if let override = ProcessInfo.processInfo.environment["PACKAGE_RESOURCE_BUNDLE_PATH"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        for candidate in candidates {
            let bundlePath = candidate?.appendingPathComponent(bundleName + ".bundle")
            if let bundle = bundlePath.flatMap(Bundle.init(url:)) {
                return bundle
            }
        }


        fatalError("unable to find bundle named Stripe_StripePaymentsUI")
    }()
}
// swiftformat:enable all
// swiftlint:enable all
