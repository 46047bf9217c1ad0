import UIKit

/// Entry point for KestrelUI's assets and strings.
///
/// Until 2.14 this file also carried a hand-written `Bundle.kestrelUI` finder that
/// additionally looked next to the running test bundle, so that *other* packages'
/// test targets (which link KestrelUI but are not an app) could find
/// KestrelUI_KestrelUI.bundle. The finder was removed in "Use the generated
/// Bundle.module everywhere"; everything below now goes through Bundle.module.
public enum KestrelUIResources {
    public static func image(named name: String) -> UIImage? {
        UIImage(named: name, in: .module, with: nil)
    }

    public static func string(_ key: String.LocalizationValue) -> String {
        String(localized: key, bundle: .module)
    }
}
